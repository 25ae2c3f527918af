import { CONSENT_COOKIE, resetConsentForTests } from '@/lib/consent/choice';
import { trackCtaClick } from './trackCtaClick';
import type { TrackingWindow } from './trackers';

const all = { gaId: 'G-ABC123', adsId: 'AW-111', adsLabel: 'LBL', pixelId: '999' };
const events = (w: TrackingWindow) =>
  (w.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter(([c]) => c === 'event');
const consent = (value: string) => {
  resetConsentForTests();
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/`;
};

describe('trackCtaClick', () => {
  it('counts nothing and installs no tracker without consent or after a refusal', () => {
    for (const value of ['', 'a0.d0']) {
      consent(value);
      const w = {} as TrackingWindow;
      trackCtaClick('sandbox_call', { ids: all, w });
      expect(w.gtag).toBeUndefined();
      expect(w.fbq).toBeUndefined();
    }
  });

  it('sends GA4 cta_click with analytics consent and Meta CtaClick with advertising consent, no Ads conversion', () => {
    consent('a1.d1');
    const w = {} as TrackingWindow;
    trackCtaClick('sandbox_signup', { ids: all, w });
    expect(events(w)).toEqual([['event', 'cta_click', { send_to: 'G-ABC123', cta: 'sandbox_signup' }]]);
    expect(w.fbq?.queue.at(-1)).toEqual(['trackCustom', 'CtaClick', { cta: 'sandbox_signup' }]);
  });

  it('with analytics consent only, leaves Meta alone', () => {
    consent('a1.d0');
    const w = {} as TrackingWindow;
    trackCtaClick('sandbox_call', { ids: all, w });
    expect(events(w).map(([, name]) => name)).toEqual(['cta_click']);
    expect(w.fbq?.queue.filter(([c]) => c === 'trackCustom')).toEqual([]);
  });
});
