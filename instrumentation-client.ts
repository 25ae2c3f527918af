import { recordVisit } from '@/lib/forms/visit';
import { publicEnv, formsPostElsewhere } from '@/lib/publicEnv';
import { captureErrorsLazily } from '@/lib/reporting/captureErrorsLazily';
import { countPageViews } from '@/lib/visits/beacon';

// The team's pages (the inbox) send no error report and count no view: their data stays on the site.
const TEAM_PATH = /^\/(en-US\/leads|fr\/prospects)(\/|$)/;
const teamPage = TEAM_PATH.test(window.location.pathname);

// Error reporting costs nothing up front: the SDK is fetched on the first error
// (or failed form), never with no DSN configured.
if (publicEnv.NEXT_PUBLIC_SENTRY_DSN && !teamPage) captureErrorsLazily();

// Where this visit began, for the lead it may bring (sessionStorage, no cookie); and the page
// view, counted by the site's own host (none when the leads go to another host).
const entry = !teamPage && recordVisit();
const viewed = !teamPage && !formsPostElsewhere(publicEnv) ? countPageViews(entry) : undefined;

/** A client navigation to a public page counts as a view of it. */
export function onRouterTransitionStart(url: string): void {
  if (viewed && !TEAM_PATH.test(new URL(url, location.href).pathname)) viewed(url);
}
