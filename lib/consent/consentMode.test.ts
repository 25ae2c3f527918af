import { applyConsent, denyByDefault } from './consentMode';

const queues = () => ({ gtag: vi.fn(), fbq: vi.fn() });

describe('consent mode', () => {
  it('denies all four Google signals and revokes Meta by default', () => {
    const w = queues();
    denyByDefault(w);
    expect(w.gtag).toHaveBeenCalledWith('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(w.fbq).toHaveBeenCalledWith('consent', 'revoke');
  });

  it('grants each signal only for its category', () => {
    const w = queues();
    applyConsent({ analytics: true, advertising: false }, w);
    expect(w.gtag).toHaveBeenCalledWith('consent', 'update', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(w.fbq).toHaveBeenCalledWith('consent', 'revoke');
    applyConsent({ analytics: false, advertising: true }, w);
    expect(w.gtag).toHaveBeenLastCalledWith('consent', 'update', {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
    expect(w.fbq).toHaveBeenLastCalledWith('consent', 'grant');
  });
});
