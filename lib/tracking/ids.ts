export interface TrackingIds {
  gaId?: string;
  adsId?: string;
  adsLabel?: string;
  pixelId?: string;
}

/** The configured trackers; each is off while its id is unset. */
// Read directly, not through lib/config (zod): next.config.ts validates them at build.
export const trackingIds: TrackingIds = {
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
  adsId: process.env.NEXT_PUBLIC_GOOGLE_ADS_ID || undefined,
  adsLabel: process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL || undefined,
  pixelId: process.env.NEXT_PUBLIC_META_PIXEL_ID || undefined,
};

/** An Ads conversion needs both the account id and the conversion label. */
export const adsConversionOn = (ids: TrackingIds) => Boolean(ids.adsId && ids.adsLabel);
