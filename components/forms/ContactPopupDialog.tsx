'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ContactPopup.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A call-to-action button and the modal dialog it opens. The native <dialog>
 * (showModal) makes the page behind inert and closes on Escape; Tab is wrapped
 * inside it and focus goes back to the button on close.
 */
export function ContactPopupDialog({
  variant,
  children,
}: {
  variant: 'primary' | 'header';
  children: ReactNode;
}) {
  const t = useTranslations('ContactPopup');
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={variant === 'header' ? styles.ctaHeader : styles.cta}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t('cta')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-modal="true"
        onKeyDown={trapTab}
        onClose={() => opener.current?.focus()}
        // A click on the backdrop lands on the <dialog> itself.
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
      >
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('title')}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('close')}
              onClick={() => dialog.current?.close()}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <p className={styles.intro}>{t('intro')}</p>
          {children}
        </div>
      </dialog>
    </>
  );
}
