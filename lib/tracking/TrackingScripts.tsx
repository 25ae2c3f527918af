'use client';

import Script from 'next/script';
import { useEffect, useState } from 'react';
import { currentConsent, onConsentChange, type ConsentChoice } from '@/lib/consent/choice';
import { applyConsent } from '@/lib/consent/consentMode';
import { adsConversionOn, trackingIds } from './ids';
import { ensureTrackers, type TrackingWindow } from './trackers';

/**
 * The one place tracker scripts load from. Forms render it; nothing loads before
 * the visitor consents to a tracker's purpose (analytics: GA4; advertising: Google
 * Ads and Meta) and starts filling a form, and then only once the page is idle,
 * after the command queues are installed so no call is lost.
 */
export function TrackingScripts() {
  const [consent, setConsent] = useState<ConsentChoice | null>(() =>
    typeof document === 'undefined' ? null : currentConsent(),
  );
  const ga = consent?.analytics ? trackingIds.gaId : undefined;
  const ads = consent?.advertising && adsConversionOn(trackingIds) ? trackingIds.adsId : undefined;
  const gtagId = ga ?? ads;
  const pixelId = consent?.advertising ? trackingIds.pixelId : undefined;

  useEffect(
    () =>
      onConsentChange((choice) => {
        setConsent(choice);
        applyConsent(choice, window as TrackingWindow);
      }),
    [],
  );
  // A form hydrated by the visitor's first focus is engaged already; one reached by
  // client-side navigation mounts without any interaction.
  const [engaged, setEngaged] = useState(
    () => typeof document !== 'undefined' && Boolean(document.activeElement?.closest('form')),
  );

  useEffect(() => {
    if (!gtagId && !pixelId) return;
    ensureTrackers(trackingIds);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('form')) setEngaged(true);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [gtagId, pixelId]);

  if (!engaged) return null;
  return (
    <>
      {gtagId && (
        <Script
          id="gtag-js"
          src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`}
          strategy="lazyOnload"
        />
      )}
      {pixelId && (
        <Script
          id="meta-pixel-js"
          src="https://connect.facebook.net/en_US/fbevents.js"
          strategy="lazyOnload"
        />
      )}
    </>
  );
}
