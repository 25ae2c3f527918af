import { CLICK_IDS, UTM_PARAMETERS } from '@polyfence/lead-contract';
import { currentConsent } from '@/lib/consent/choice';

// Where the visit began, kept in the tab's sessionStorage (no cookie, nothing sent anywhere)
// until a form goes to the site's own host with it. Every page records it, so this module
// holds no schema: the check happens in leadSource.ts, when a form is sent.
const VISIT_KEY = 'lead-visit';

/** What the first page of the visit recorded: landing, referrer, utm_* tags, click ids. */
export type Visit = Record<string, string>;

/**
 * On each page load: the first page of the visit records where it came from (its path and
 * query, the referring site's origin, its utm_* tags) and, with advertising consent, its ad
 * click id. Later pages of the visit change nothing. True on the visit's first page.
 */
export function recordVisit(
  location: Pick<Location, 'pathname' | 'search' | 'origin'> = window.location,
  referrer: string = document.referrer,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): boolean {
  try {
    if (storage.getItem(VISIT_KEY)) return false;
    const query = new URLSearchParams(location.search);
    const visit: Visit = { landing: `${location.pathname}${location.search}`.slice(0, 512) };
    const from = URL.canParse(referrer) ? new URL(referrer).origin : '';
    if (from && from !== location.origin && /^https?:/.test(from)) visit.referrer = from;
    for (const name of UTM_PARAMETERS) if (query.get(name)) visit[name] = query.get(name)!.slice(0, 128);
    if (currentConsent()?.advertising)
      for (const name of CLICK_IDS) if (query.get(name)) visit[name] = query.get(name)!.slice(0, 256);
    storage.setItem(VISIT_KEY, JSON.stringify(visit));
    return true;
  } catch {
    // No storage (private mode, blocked): the lead simply arrives without its source.
    return false;
  }
}

/** The visit as recorded, or nothing when storage is missing or holds something else. */
export function readVisit(storage: Pick<Storage, 'getItem'> = window.sessionStorage): Visit {
  try {
    const visit: unknown = JSON.parse(storage.getItem(VISIT_KEY) ?? '{}');
    return visit && typeof visit === 'object' ? (visit as Visit) : {};
  } catch {
    return {};
  }
}
