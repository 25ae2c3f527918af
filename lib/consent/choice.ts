/** What the visitor allowed; error reporting and the site's own cookies need no consent. */
export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export const CONSENT_COOKIE = 'site_consent';
/** The cookie's value: analytics and advertising flags, e.g. "a1.d0". */
export const CONSENT_VALUE = /^a([01])\.d([01])$/;
/** The banner's element id (a returning visitor's banner is hidden by it before the first paint). */
export const CONSENT_BANNER_ID = 'consent-banner';
/** Six months, as the CNIL recommends for keeping a choice (refusal included). */
export const CONSENT_DAYS = 182;

const CHANGE = 'site:consent-change';
const OPEN = 'site:consent-open';

let current: ConsentChoice | null | undefined;

/** The stored choice ("a1.d0": analytics on, advertising off); null before any choice. */
export function storedConsent(
  cookie = typeof document === 'undefined' ? '' : document.cookie,
): ConsentChoice | null {
  const raw = cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const match = CONSENT_VALUE.exec(raw ?? '');
  return match ? { analytics: match[1] === '1', advertising: match[2] === '1' } : null;
}

/** The cookie that keeps a choice for six months (no personal data: two flags). */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const value = `a${choice.analytics ? 1 : 0}.d${choice.advertising ? 1 : 0}`;
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_DAYS * 86_400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const currentConsent = (): ConsentChoice | null => (current === undefined ? storedConsent() : current);

/** Stores the visitor's choice and tells the page's listeners (the tag loader). */
export function publishConsent(choice: ConsentChoice): void {
  current = choice;
  document.cookie = consentCookie(choice, location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CHANGE, { detail: choice }));
}

/** Calls `listener` on every choice the visitor makes from now on; returns the unsubscribe. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CHANGE, handler);
  return () => window.removeEventListener(CHANGE, handler);
}

/** Asks the consent banner to show again (footer link). */
export const requestConsentBanner = () => window.dispatchEvent(new Event(OPEN));
export function onConsentBannerRequest(listener: () => void): () => void {
  window.addEventListener(OPEN, listener);
  return () => window.removeEventListener(OPEN, listener);
}

/** Test hook for unit tests: forget the in-memory choice. */
export const resetConsentForTests = () => (current = undefined);
