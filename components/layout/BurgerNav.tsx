'use client';

import type { ReactNode } from 'react';
import styles from './Nav.module.css';
import { useDisclosure } from './useDisclosure';

type Props = { navId: string; navLabel: string; toggleLabel: string; children: ReactNode };

/** The burger button and the navigation bar it shows and hides on narrow screens. */
export function BurgerNav({ navId, navLabel, toggleLabel, children }: Props) {
  const { open, button, onKeyDown, onBlur, onClick, panelRef } = useDisclosure<HTMLElement>(navId);

  return (
    <>
      <button {...button} className={styles.burger} onKeyDown={onKeyDown} onBlur={onBlur}>
        <span className={styles.burgerIcon} aria-hidden="true" />
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
      <nav
        ref={panelRef}
        id={navId}
        aria-label={navLabel}
        className={styles.nav}
        data-open={open}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={onClick}
      >
        {children}
      </nav>
    </>
  );
}
