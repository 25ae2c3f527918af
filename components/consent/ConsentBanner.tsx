'use client';

import { useEffect, useRef, useState } from 'react';
import {
  CONSENT_BANNER_ID,
  onConsentBannerRequest,
  publishConsent,
  storedConsent,
  type ConsentChoice,
} from '@/lib/consent/choice';
import { ConsentPreferences } from './ConsentPreferences';
import type { ConsentTexts } from './consentTexts';
import styles from './ConsentBanner.module.css';

const REFUSE_ALL: ConsentChoice = { analytics: false, advertising: false };
const ACCEPT_ALL: ConsentChoice = { analytics: true, advertising: true };

/**
 * The consent banner: shown on a first visit (no stored choice) and when the footer
 * link asks for it. Non-modal, so the page stays usable; closing it refuses all.
 */
export function ConsentBanner({ texts: t }: { texts: ConsentTexts }) {
  // Open in the prerendered HTML, so a first visit sees it at once (it is then the
  // largest text on a phone: the page's LCP); ConsentManager hides it for a returning
  // visitor before anything is painted, and the stored choice closes it here.
  const [open, setOpen] = useState(true);
  const [customizing, setCustomizing] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable in the browser
    if (storedConsent()) setOpen(false);
    return onConsentBannerRequest(() => {
      returnFocus.current = document.activeElement as HTMLElement | null;
      setCustomizing(false);
      setOpen(true);
      requestAnimationFrame(() => dialog.current?.focus());
    });
  }, []);

  const choose = (choice: ConsentChoice) => {
    publishConsent(choice);
    setOpen(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  if (!open) return null;
  return (
    <div
      ref={dialog}
      id={CONSENT_BANNER_ID}
      role="dialog"
      aria-labelledby="consent-title"
      aria-describedby="consent-description"
      className={styles.banner}
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && choose(REFUSE_ALL)}
    >
      <button type="button" className={styles.close} aria-label={t.close} onClick={() => choose(REFUSE_ALL)}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id="consent-title" className={styles.title}>
        {customizing ? t.preferencesTitle : t.title}
      </h2>
      <p id="consent-description" className={styles.text}>
        {t.description} <a href={t.privacyHref}>{t.privacyLink}</a>
      </p>
      {customizing ? (
        <ConsentPreferences texts={t} onSave={choose} />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.choice} onClick={() => choose(ACCEPT_ALL)}>
            {t.acceptAll}
          </button>
          <button type="button" className={styles.choice} onClick={() => choose(REFUSE_ALL)}>
            {t.refuseAll}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setCustomizing(true)}>
            {t.customize}
          </button>
        </div>
      )}
    </div>
  );
}
