'use client';

import Script from 'next/script';
import { useEffect, useState } from 'react';
import { currentConsent, onConsentChange, type ConsentChoice } from '@/lib/consent/choice';
import { applyConsent } from '@/lib/consent/consentMode';
import { adsConversionOn, trackingIds } from './ids';
import { ensureTrackers, type TrackingWindow } from './trackers';

/**
 * The one place tracker scripts load from. A form renders it once the visitor has focused or
 * typed in it (FormShell); nothing loads before the visitor consents to a tracker's purpose
 * (analytics: GA4; advertising: Google Ads and Meta), and then only once the page is idle,
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
  useEffect(() => {
    if (gtagId || pixelId) ensureTrackers(trackingIds);
  }, [gtagId, pixelId]);

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
