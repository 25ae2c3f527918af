import { CONSENT_COOKIE, resetConsentForTests } from '@/lib/consent/choice';
import { CONVERSION_WAIT_MS, trackConversion } from './trackConversion';
import type { TrackingWindow } from './trackers';

const all = { gaId: 'G-ABC123', adsId: 'AW-111', adsLabel: 'LBL', pixelId: '999' };
const fakeWindow = () => ({}) as TrackingWindow;
/** The gtag commands queued in dataLayer, as arrays. */
const gtagCalls = (w: TrackingWindow) =>
  (w.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const events = (w: TrackingWindow) => gtagCalls(w).filter(([command]) => command === 'event');

/** The visitor's stored choice, as the consent banner keeps it. */
const consent = (value: string) => {
  resetConsentForTests();
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/`;
};

beforeEach(() => consent('a1.d1'));
afterEach(() => vi.useRealTimers());

describe('trackConversion', () => {
  it('fires nothing and loads no queue without consent, or after a refusal', async () => {
    for (const value of ['', 'a0.d0']) {
      consent(value);
      const w = fakeWindow();
      await expect(trackConversion('contact', { ids: all, w })).resolves.toBeUndefined();
      expect(w.gtag).toBeUndefined();
      expect(w.fbq).toBeUndefined();
    }
  });

  it('with analytics consent only, fires GA4 but neither the Ads conversion nor Meta', () => {
    consent('a1.d0');
    const w = fakeWindow();
    void trackConversion('contact', { ids: all, w });
    expect(events(w).map(([, name]) => name)).toEqual(['generate_lead']);
    expect(w.fbq?.queue.filter(([c]) => c === 'track')).toEqual([]);
    expect(w.fbq?.queue.at(-1)).toEqual(['consent', 'revoke']);
  });

  it('fires the Ads conversion, GA4 generate_lead and Meta Lead for a lead form', async () => {
    vi.useFakeTimers();
    const w = fakeWindow();
    const done = trackConversion('contact', { ids: all, w });
    expect(events(w)).toEqual([
      ['event', 'conversion', { send_to: 'AW-111/LBL', event_callback: expect.any(Function) }],
      [
        'event',
        'generate_lead',
        { send_to: 'G-ABC123', form_name: 'contact', event_callback: expect.any(Function) },
      ],
    ]);
    expect(gtagCalls(w)).toContainEqual(['config', 'G-ABC123', { send_page_view: false }]);
    expect(gtagCalls(w)).toContainEqual(['config', 'AW-111']);
    // Consent Mode: denied by default before anything else, then the visitor's grant.
    expect(gtagCalls(w)[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied' }),
    ]);
    expect(gtagCalls(w)).toContainEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(w.fbq?.queue).toEqual([
      ['consent', 'revoke'],
      ['init', '999'],
      ['consent', 'grant'],
      ['track', 'Lead'],
    ]);
    await vi.advanceTimersByTimeAsync(CONVERSION_WAIT_MS);
    await expect(done).resolves.toBeUndefined();
  });

  it('fires sign_up and CompleteRegistration for the signup', () => {
    const w = fakeWindow();
    void trackConversion('signup', { ids: all, w });
    expect(events(w).map(([, name]) => name)).toEqual(['conversion', 'sign_up']);
    expect(w.fbq?.queue.at(-1)).toEqual(['track', 'CompleteRegistration']);
  });

  it('resolves as soon as gtag confirms every hit', async () => {
    const w = fakeWindow();
    const done = trackConversion('career', { ids: all, w });
    for (const [, , params] of events(w)) (params as { event_callback: () => void }).event_callback();
    await expect(done).resolves.toBeUndefined();
  });

  it('fires only the trackers whose ids are set', async () => {
    const w = fakeWindow();
    await trackConversion('optin', { ids: { pixelId: '999' }, w });
    expect(w.gtag).toBeUndefined();
    expect(w.dataLayer).toBeUndefined();
    expect(w.fbq?.queue.at(-1)).toEqual(['track', 'Lead']);

    const w2 = fakeWindow();
    void trackConversion('contact', { ids: { adsId: 'AW-1' }, w: w2 }); // no label: no Ads conversion
    expect(w2.gtag).toBeUndefined();
  });

  it('does nothing and resolves at once with no tracker configured', async () => {
    const w = fakeWindow();
    await expect(trackConversion('contact', { ids: {}, w })).resolves.toBeUndefined();
    expect(w).toEqual({});
  });

  it('never throws, even when a tracker does', async () => {
    const w = fakeWindow();
    w.gtag = () => {
      throw new Error('blocked');
    };
    await expect(trackConversion('contact', { ids: all, w })).resolves.toBeUndefined();
  });

  it('reuses the command queues already on the page', () => {
    const w = fakeWindow();
    void trackConversion('contact', { ids: all, w });
    void trackConversion('contact', { ids: all, w });
    expect(gtagCalls(w).filter(([c]) => c === 'js')).toHaveLength(1);
    expect(w.fbq?.queue.filter(([c]) => c === 'init')).toHaveLength(1);
  });
});
