'use client';

import Script from 'next/script';
import { useEffect } from 'react';
import { gtagLoaderId, trackingIds } from './ids';
import { ensureTrackers } from './trackers';

/**
 * The one place tracker scripts load from (consent gating goes here). Loaded
 * after the page is idle, never on the critical path; the command queues are
 * installed first so no call is lost.
 */
export function TrackingScripts() {
  const gtagId = gtagLoaderId(trackingIds);
  const { pixelId } = trackingIds;
  useEffect(() => ensureTrackers(trackingIds), []);
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
