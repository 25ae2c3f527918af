import type { ConsentChoice } from './choice';

type Queue = (...args: unknown[]) => void;
type ConsentWindow = { gtag?: Queue; fbq?: Queue };

/** Google Consent Mode v2 signals for a choice. */
export const consentSignals = (choice: ConsentChoice | null) => {
  const ads = choice?.advertising ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice?.analytics ? 'granted' : 'denied',
  } as const;
};

/** Before any tag command: everything denied (Consent Mode default; Meta's revoke before init). */
export function denyByDefault(w: ConsentWindow): void {
  w.gtag?.('consent', 'default', consentSignals(null));
  w.fbq?.('consent', 'revoke');
}

/** Passes the visitor's choice to the tag queues that exist. */
export function applyConsent(choice: ConsentChoice, w: ConsentWindow): void {
  w.gtag?.('consent', 'update', consentSignals(choice));
  w.fbq?.('consent', choice.advertising ? 'grant' : 'revoke');
}
