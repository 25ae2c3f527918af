'use client';

import type { MouseEvent, ReactNode } from 'react';
import styles from './Nav.module.css';
import { useDisclosure } from './useDisclosure';

type Props = { navId: string; navLabel: string; toggleLabel: string; children: ReactNode };

/** The burger button and the navigation bar it shows and hides on narrow screens. */
export function BurgerNav({ navId, navLabel, toggleLabel, children }: Props) {
  const { open, toggle, close, onKeyDown, onBlur, buttonRef, panelRef } = useDisclosure<HTMLElement>();
  // Following a link (a page or an in-page anchor) is done with the menu.
  const onNavClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={navId}
        onClick={toggle}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
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
        onClick={onNavClick}
      >
        {children}
      </nav>
    </>
  );
}
