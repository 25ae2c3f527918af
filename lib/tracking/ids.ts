import { config } from '@/lib/config';

export interface TrackingIds {
  gaId?: string;
  adsId?: string;
  adsLabel?: string;
  pixelId?: string;
}

/** The configured trackers; each is off while its id is unset. */
export const trackingIds: TrackingIds = {
  gaId: config.NEXT_PUBLIC_GA_ID,
  adsId: config.NEXT_PUBLIC_GOOGLE_ADS_ID,
  adsLabel: config.NEXT_PUBLIC_GOOGLE_ADS_LABEL,
  pixelId: config.NEXT_PUBLIC_META_PIXEL_ID,
};

/** An Ads conversion needs both the account id and the conversion label. */
export const adsConversionOn = (ids: TrackingIds) => Boolean(ids.adsId && ids.adsLabel);

/** The id gtag.js is loaded with: GA4's, else the Ads account's. */
export const gtagLoaderId = (ids: TrackingIds) => ids.gaId ?? (adsConversionOn(ids) ? ids.adsId : undefined);
