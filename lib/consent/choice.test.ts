import {
  consentCookie,
  onConsentChange,
  publishConsent,
  requestConsentBanner,
  onConsentBannerRequest,
  resetConsentForTests,
  storedConsent,
  currentConsent,
} from './choice';

const cookie = (value: string) => `theme=dark; site_consent=${value}; x=1`;

describe('stored consent', () => {
  it('is null before any choice and when the cookie is unreadable', () => {
    expect(storedConsent('')).toBeNull();
    expect(storedConsent(cookie('yes'))).toBeNull();
  });

  it('reads each purpose back from the cookie it wrote, kept six months', () => {
    for (const choice of [
      { analytics: false, advertising: false },
      { analytics: true, advertising: false },
      { analytics: false, advertising: true },
    ]) {
      const written = consentCookie(choice, true);
      expect(written).toContain('Max-Age=15724800'); // 182 days
      expect(written).toContain('; Secure');
      expect(storedConsent(`a=b; ${written.split(';')[0]}`)).toEqual(choice);
    }
    expect(consentCookie({ analytics: true, advertising: true }, false)).not.toContain('Secure');
  });
});

describe('consent events', () => {
  afterEach(() => resetConsentForTests());

  it('tells listeners of a new choice and remembers it', () => {
    const seen: unknown[] = [];
    const stop = onConsentChange((c) => seen.push(c));
    publishConsent({ analytics: true, advertising: false });
    stop();
    publishConsent({ analytics: false, advertising: false });
    expect(seen).toEqual([{ analytics: true, advertising: false }]);
    expect(currentConsent()).toEqual({ analytics: false, advertising: false });
    expect(storedConsent()).toEqual({ analytics: false, advertising: false });
  });

  it('passes the footer link request to the banner', () => {
    const listener = vi.fn();
    const stop = onConsentBannerRequest(listener);
    requestConsentBanner();
    stop();
    requestConsentBanner();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
