import { currentConsent } from '@/lib/consent/choice';
import { trackingIds } from './ids';
import { ensureTrackers, type TrackingWindow } from './trackers';

/** The calls to action whose clicks are counted: the sandbox's "ask for a call" and "create an account". */
export type CtaName = 'sandbox_call' | 'sandbox_signup';

/**
 * Counts a click on a call to action: GA4 `cta_click` with analytics consent, Meta
 * `CtaClick` with advertising consent. No Google Ads conversion: a click is not yet a
 * lead, and the form it leads to fires that one. Never throws.
 */
export function trackCtaClick(
  cta: CtaName,
  { ids = trackingIds, w = typeof window === 'undefined' ? undefined : (window as TrackingWindow) } = {},
): void {
  if (!w) return;
  try {
    const consent = currentConsent();
    const analytics = Boolean(consent?.analytics) && Boolean(ids.gaId);
    const advertising = Boolean(consent?.advertising) && Boolean(ids.pixelId);
    if (!analytics && !advertising) return;
    ensureTrackers(ids, w);
    if (analytics) w.gtag?.('event', 'cta_click', { send_to: ids.gaId, cta });
    if (advertising) w.fbq?.('trackCustom', 'CtaClick', { cta });
  } catch {
    // Counting a click must never break the click.
  }
}
