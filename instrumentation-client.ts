import { recordVisit } from '@/lib/forms/visit';
import { publicEnv } from '@/lib/publicEnv';
import { captureErrorsLazily } from '@/lib/reporting/captureErrorsLazily';

// The team's pages (the inbox) send no error report: their data stays on the site.
const teamPage = /^\/(en-US\/leads|fr\/prospects)(\/|$)/.test(window.location.pathname);

// Error reporting costs nothing up front: the SDK is fetched on the first error
// (or failed form), never with no DSN configured.
if (publicEnv.NEXT_PUBLIC_SENTRY_DSN && !teamPage) captureErrorsLazily();

// Where this visit began, for the lead it may bring (sessionStorage, no cookie).
if (!teamPage) recordVisit();
