import { recordVisit } from '@/lib/forms/visit';
import { publicEnv } from '@/lib/publicEnv';
import { captureErrorsLazily } from '@/lib/reporting/captureErrorsLazily';

// The team's pages (the inbox) send no error report and count no view: their data stays on the site.
const TEAM_PATH = /^\/(en-US\/leads|fr\/prospects)(\/|$)/;
const teamPage = TEAM_PATH.test(location.pathname);

// Error reporting costs nothing up front: the SDK is fetched on the first error
// (or failed form), never with no DSN configured.
if (publicEnv.NEXT_PUBLIC_SENTRY_DSN && !teamPage) captureErrorsLazily();

// Where this visit began, for the lead it may bring (sessionStorage, no cookie).
const entry = !teamPage && recordVisit();

// The page view, counted by the site's own host (like the visit's record, never sent to another
// host): the beacon's code is fetched once the page has loaded, never with its first scripts.
let view: Promise<(url: string) => void> | undefined;
// The page's scripts are added after its first frame, so the page may have loaded already.
const countViews = () => (view = import('@/lib/visits/beacon').then((m) => m.countPageViews(entry)));
if (!teamPage && !publicEnv.NEXT_PUBLIC_FORMS_HOST) {
  if (document.readyState === 'complete') countViews();
  else addEventListener('load', countViews, { once: true });
}

/** A client navigation to a public page counts as a view of it. */
export function onRouterTransitionStart(url: string): void {
  if (!TEAM_PATH.test(new URL(url, location.href).pathname)) void view?.then((count) => count(url));
}
