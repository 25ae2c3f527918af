import { applyConsent, denyByDefault } from './consentMode';

const queues = () => ({ gtag: vi.fn(), fbq: vi.fn() });
type Signal = 'granted' | 'denied';
/** Google's four signals: three for advertising, one for analytics. */
const signals = (advertising: Signal, analytics: Signal) => ({
  ad_storage: advertising,
  ad_user_data: advertising,
  ad_personalization: advertising,
  analytics_storage: analytics,
});

describe('consent mode', () => {
  it('denies all four Google signals and revokes Meta by default', () => {
    const w = queues();
    denyByDefault(w);
    expect(w.gtag).toHaveBeenCalledWith('consent', 'default', signals('denied', 'denied'));
    expect(w.fbq).toHaveBeenCalledWith('consent', 'revoke');
  });

  it('grants each signal only for its category', () => {
    const w = queues();
    applyConsent({ analytics: true, advertising: false }, w);
    expect(w.gtag).toHaveBeenCalledWith('consent', 'update', signals('denied', 'granted'));
    expect(w.fbq).toHaveBeenCalledWith('consent', 'revoke');
    applyConsent({ analytics: false, advertising: true }, w);
    expect(w.gtag).toHaveBeenLastCalledWith('consent', 'update', signals('granted', 'denied'));
    expect(w.fbq).toHaveBeenLastCalledWith('consent', 'grant');
  });
});
