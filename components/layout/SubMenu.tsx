'use client';

import type { ReactNode } from 'react';
import styles from './Nav.module.css';
import { useDisclosure } from './useDisclosure';

type Props = { id: string; label: string; children: ReactNode };

/** A main-menu item whose button expands and collapses its sub-list. */
export function SubMenu({ id, label, children }: Props) {
  const { open, button, onKeyDown, onBlur, onClick, panelRef } = useDisclosure<HTMLLIElement>(id);

  return (
    <li ref={panelRef} className={styles.item} onKeyDown={onKeyDown} onBlur={onBlur} onClick={onClick}>
      <button {...button} className={styles.trigger}>
        {label}
        <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
