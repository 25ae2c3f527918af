'use client';

import Script from 'next/script';
import { useEffect } from 'react';
import { gtagLoaderId, trackingIds } from './ids';
import { ensureTrackers } from './trackers';

/**
 * The one place tracker scripts load from (consent gating goes here). Forms
 * render it, and a form's code only runs once a visitor uses it, so nothing is
 * fetched for visitors who never touch a form; the scripts then load when the
 * page is idle, after the command queues are installed so no call is lost.
 */
export function TrackingScripts() {
  const gtagId = gtagLoaderId(trackingIds);
  const { pixelId } = trackingIds;

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
