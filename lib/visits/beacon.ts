import { afterNextPaint } from '@/lib/afterNextPaint';
import { readVisit } from '@/lib/forms/visit';

/** The site's own forms host counts page views there (CONTRACT: campaign outcomes). */
export const VISIT_PATH = '/propulso/visit';

/**
 * What one page view tells the host: the page, its language (its path's first segment),
 * and the visit's referring origin and utm_* tags as its first page recorded them. No click
 * id, no identifier: the host keeps daily counts only.
 */
export function beaconBody(pathname: string, entry: boolean, storage?: Pick<Storage, 'getItem'>): string {
  const visit = readVisit(storage);
  return JSON.stringify({
    path: pathname,
    locale: pathname.split('/')[1] ?? '',
    referrer: visit.referrer,
    utm_source: visit.utm_source,
    utm_medium: visit.utm_medium,
    utm_campaign: visit.utm_campaign,
    entry,
  });
}

/** Global Privacy Control: the visitor asked not to be counted, so nothing is sent. */
const optedOut = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Counts this page once it is on screen: after the load event and the frame after it, so
 * the beacon never competes with the first paint. Client navigations count their page too.
 */
export function countPageViews(entry: boolean): (url: string) => void {
  const send = (pathname: string, first: boolean) => {
    if (!optedOut()) navigator.sendBeacon?.(VISIT_PATH, beaconBody(pathname, first));
  };
  const afterPaint = () => afterNextPaint(() => send(location.pathname, entry));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  return (url) => setTimeout(() => send(new URL(url, location.href).pathname, false));
}
