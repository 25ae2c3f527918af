import {
  CLICK_IDS,
  encodeLeadSource,
  leadSourceSchema,
  UTM_PARAMETERS,
  type LeadSource,
} from '@polyfence/lead-contract';
import { currentConsent } from '@/lib/consent/choice';

// Where the visit began, kept in the tab's sessionStorage (no cookie, nothing sent anywhere)
// until a form goes to the site's own host with it.
const VISIT_KEY = 'lead-visit';

type Visit = Omit<LeadSource, 'cta'>;

/** The call to action that opened a form. */
export type LeadCta = NonNullable<LeadSource['cta']>;

/**
 * On each page load: the first page of the visit records where it came from (its path and
 * query, the referring site's origin, its utm_* tags) and, with advertising consent, its ad
 * click id. Later pages of the visit change nothing.
 */
export function recordVisit(
  location: Pick<Location, 'pathname' | 'search' | 'origin'> = window.location,
  referrer: string = document.referrer,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): void {
  try {
    if (storage.getItem(VISIT_KEY)) return;
    const query = new URLSearchParams(location.search);
    const visit: Record<string, string> = { landing: `${location.pathname}${location.search}`.slice(0, 512) };
    const from = URL.canParse(referrer) ? new URL(referrer).origin : '';
    if (from && from !== location.origin && /^https?:/.test(from)) visit.referrer = from;
    for (const name of UTM_PARAMETERS) if (query.get(name)) visit[name] = query.get(name)!.slice(0, 128);
    if (currentConsent()?.advertising)
      for (const name of CLICK_IDS) if (query.get(name)) visit[name] = query.get(name)!.slice(0, 256);
    storage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // No storage (private mode, blocked): the lead simply arrives without its source.
  }
}

/** The header to send with a lead: the visit's record, the call to action, click ids only with consent now. */
export function leadSourceHeader(
  cta: LeadCta,
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
): string | undefined {
  let visit: Visit = {};
  try {
    visit = JSON.parse(storage.getItem(VISIT_KEY) ?? '{}') as Visit;
  } catch {
    visit = {};
  }
  const advertising = Boolean(currentConsent()?.advertising);
  const source = { ...visit, cta, ...(advertising ? {} : { gclid: undefined, fbclid: undefined }) };
  const checked = leadSourceSchema.safeParse(source);
  return checked.success ? encodeLeadSource(checked.data) : undefined;
}
