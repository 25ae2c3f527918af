import { currentConsent } from '@/lib/consent/choice';
import type { FormName } from '@/lib/forms/formName';
import { adsConversionOn, trackingIds } from './ids';
import { ensureTrackers, type TrackingWindow } from './trackers';

/** Longest a caller about to leave the page waits for gtag to confirm its hits. */
export const CONVERSION_WAIT_MS = 1_000;

/**
 * Fires the conversion of a successful form: Google Ads conversion, GA4
 * `generate_lead` (`sign_up` for signup), Meta `Lead` (`CompleteRegistration`),
 * each only when configured. Resolves once gtag has sent its hits or after
 * CONVERSION_WAIT_MS; never rejects, never throws.
 */
export function trackConversion(
  form: FormName,
  { ids = trackingIds, w = typeof window === 'undefined' ? undefined : (window as TrackingWindow) } = {},
): Promise<void> {
  if (!w) return Promise.resolve();
  try {
    // Each tracker fires only with the visitor's consent for its purpose.
    const consent = currentConsent();
    const analytics = Boolean(consent?.analytics);
    const advertising = Boolean(consent?.advertising);
    if (!analytics && !advertising) return Promise.resolve();
    ensureTrackers(ids, w);
    const signup = form === 'signup';
    const pending: Promise<void>[] = [];
    const sent = () => {
      let done!: () => void;
      pending.push(new Promise<void>((resolve) => (done = resolve)));
      return done;
    };
    if (advertising && adsConversionOn(ids)) {
      w.gtag?.('event', 'conversion', { send_to: `${ids.adsId}/${ids.adsLabel}`, event_callback: sent() });
    }
    if (analytics && ids.gaId) {
      w.gtag?.('event', signup ? 'sign_up' : 'generate_lead', {
        send_to: ids.gaId,
        form_name: form,
        event_callback: sent(),
      });
    }
    if (advertising && ids.pixelId) w.fbq?.('track', signup ? 'CompleteRegistration' : 'Lead');
    if (pending.length === 0) return Promise.resolve();
    return Promise.race([
      Promise.all(pending).then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, CONVERSION_WAIT_MS)),
    ]);
  } catch {
    return Promise.resolve();
  }
}
