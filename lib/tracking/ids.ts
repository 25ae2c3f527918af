import { publicEnv } from '@/lib/publicEnv';

export interface TrackingIds {
  gaId?: string;
  adsId?: string;
  adsLabel?: string;
  pixelId?: string;
}

/** The configured trackers; each is off while its id is unset. */
export const trackingIds: TrackingIds = {
  gaId: publicEnv.NEXT_PUBLIC_GA_ID,
  adsId: publicEnv.NEXT_PUBLIC_GOOGLE_ADS_ID,
  adsLabel: publicEnv.NEXT_PUBLIC_GOOGLE_ADS_LABEL,
  pixelId: publicEnv.NEXT_PUBLIC_META_PIXEL_ID,
};

/** An Ads conversion needs both the account id and the conversion label. */
export const adsConversionOn = (ids: TrackingIds) => Boolean(ids.adsId && ids.adsLabel);
