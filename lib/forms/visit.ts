import { CLICK_IDS, UTM_PARAMETERS } from '@polyfence/lead-contract';
import { currentConsent } from '@/lib/consent/choice';

// Where the visit began, kept in the tab's sessionStorage (no cookie, nothing sent anywhere)
// until a form goes to the site's own host with it. Every page records it, so this module
// holds no schema: the check happens in leadSource.ts, when a form is sent.
const VISIT_KEY = 'lead-visit';

/** What the first page of the visit recorded: landing, referrer, utm_* tags, click ids. */
export type Visit = Record<string, string>;

const LANDING_KEY = 'lead-landing';

/**
 * Runs in the page itself, before any of its scripts: a visitor who leaves the landing page
 * before they run (a slow phone, a quick tap) keeps where the visit began. It keeps the page's
 * path and query and the referring site's origin only; recordVisit applies the rules once the
 * scripts run, and removes it. Its hash joins the page's script-src like every inline script.
 */
export const KEEP_LANDING = `(function(){try{var s=sessionStorage,r="";if(s.getItem(${JSON.stringify(VISIT_KEY)})||s.getItem(${JSON.stringify(LANDING_KEY)}))return;try{r=new URL(document.referrer).origin}catch(e){}
s.setItem(${JSON.stringify(LANDING_KEY)},JSON.stringify({page:(location.pathname+location.search).slice(0,4096),referrer:r}))}catch(e){}})()`;

/** The landing page the page itself kept, if it was this visit's first. */
function keptLanding(storage: Pick<Storage, 'getItem'>): { page: string; referrer: string } | undefined {
  try {
    const kept: unknown = JSON.parse(storage.getItem(LANDING_KEY) ?? 'null');
    if (kept && typeof kept === 'object' && 'page' in kept && 'referrer' in kept) {
      const { page, referrer } = kept;
      if (typeof page === 'string' && page.startsWith('/') && typeof referrer === 'string')
        return { page, referrer };
    }
  } catch {
    // Something else under the key: the page being loaded is the landing.
  }
  return undefined;
}

/**
 * On each page load: the first page of the visit records where it came from (its path and
 * query less any ad click id, the referring site's origin, its utm_* tags) and, with advertising
 * consent, its ad click id. The first page is the one KEEP_LANDING kept, when the visitor left
 * it before its scripts ran. Later pages of the visit change nothing. True on the page that
 * records the visit (its first page whose scripts ran: the one that counts it).
 */
export function recordVisit(
  location: Pick<Location, 'pathname' | 'search' | 'origin'> = window.location,
  referrer: string = document.referrer,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.sessionStorage,
): boolean {
  try {
    if (storage.getItem(VISIT_KEY)) return false;
    const landing = keptLanding(storage) ?? { page: `${location.pathname}${location.search}`, referrer };
    const at = landing.page.indexOf('?');
    const path = at < 0 ? landing.page : landing.page.slice(0, at);
    const query = new URLSearchParams(at < 0 ? '' : landing.page.slice(at));
    // A click id is kept on its own, with consent only: never inside the landing page's query.
    const rest = new URLSearchParams(query);
    for (const name of CLICK_IDS) rest.delete(name);
    const visit: Visit = { landing: `${path}${rest.size ? `?${rest}` : ''}`.slice(0, 512) };
    const from = URL.canParse(landing.referrer) ? new URL(landing.referrer).origin : '';
    if (from && from !== location.origin && /^https?:/.test(from)) visit.referrer = from;
    for (const name of UTM_PARAMETERS) if (query.get(name)) visit[name] = query.get(name)!.slice(0, 128);
    if (currentConsent()?.advertising)
      for (const name of CLICK_IDS) if (query.get(name)) visit[name] = query.get(name)!.slice(0, 256);
    storage.setItem(VISIT_KEY, JSON.stringify(visit));
    storage.removeItem(LANDING_KEY);
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
