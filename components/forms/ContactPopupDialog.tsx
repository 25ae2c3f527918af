'use client';

import { useTranslations } from 'next-intl';
import { lazy, startTransition, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './ContactPopup.module.css';

import { afterNextPaint } from '@/lib/afterNextPaint';
import type { LeadCta } from '@/lib/forms/leadSource';

// Every page has the header's popup, few visitors open it: the form's code (react-hook-form,
// zod) comes when it is about to be used. Without scripting the button cannot open it anyway.
const loadForm = () => import('./ContactFormClient');
const ContactFormClient = lazy(() => loadForm().then((m) => ({ default: m.ContactFormClient })));
// On a phone the pointer reaches the button with the tap itself: the fetch (its script tags)
// waits for the frame that shows the dialog.
const prefetchForm = () => afterNextPaint(() => void loadForm());

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A call-to-action button and the modal dialog it opens, with the contact form, whose code
 * is fetched when the pointer or focus reaches the button. The native <dialog>
 * (showModal) makes the page behind inert and closes on Escape; Tab is wrapped
 * inside it and focus goes back to the button on close.
 */
export function ContactPopupDialog({ variant, cta }: { variant: 'primary' | 'header'; cta: LeadCta }) {
  const t = useTranslations('ContactPopup');
  const [opened, setOpened] = useState(false);
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
        onPointerEnter={prefetchForm}
        onFocus={prefetchForm}
        onClick={() => {
          dialog.current?.showModal();
          // The dialog shows at once; the form renders without holding up that paint.
          startTransition(() => setOpened(true));
        }}
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
          {opened && (
            <Suspense fallback={<p className={styles.intro}>{t('loading')}</p>}>
              <ContactFormClient cta={cta} />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
