import { currentConsent } from '@/lib/consent/choice';
import { applyConsent, consentSignals } from '@/lib/consent/consentMode';
import { adsConversionOn, type TrackingIds } from './ids';

type Gtag = (...args: unknown[]) => void;
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}
export type TrackingWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; fbq?: Fbq; _fbq?: Fbq };

/**
 * Installs the gtag and Meta pixel command queues (the vendors' own stubs) so
 * calls made before their scripts load are kept and replayed. Idempotent.
 */
export function ensureTrackers(ids: TrackingIds, w: TrackingWindow = window): void {
  const gtagOn = Boolean(ids.gaId) || adsConversionOn(ids);
  if (gtagOn && !w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads `arguments` objects from dataLayer, not arrays.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments);
    };
    // Consent Mode v2: every signal denied before any other command.
    w.gtag('consent', 'default', consentSignals(null));
    w.gtag('js', new Date());
    // Page views belong to site analytics (consent-gated later); here only conversions.
    if (ids.gaId) w.gtag('config', ids.gaId, { send_page_view: false });
    if (adsConversionOn(ids)) w.gtag('config', ids.adsId);
  }
  if (ids.pixelId && !w.fbq) {
    const fbq: Fbq = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[][], loaded: true, version: '2.0' },
    ) as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq = w._fbq ?? fbq;
    fbq('consent', 'revoke'); // Meta: no tracking before the visitor's consent
    fbq('init', ids.pixelId);
  }
  const choice = currentConsent();
  if (choice) applyConsent(choice, w);
}
