import { openAllGates } from '@/components/forms/islandGates';
import { publicEnv } from '@/lib/public-env';
import { captureErrorsLazily } from '@/lib/reporting/captureErrorsLazily';

// Error reporting costs nothing up front: the SDK is fetched on the first error
// (or failed form), never with no DSN configured.
if (publicEnv.NEXT_PUBLIC_SENTRY_DSN) captureErrorsLazily();

/** Forms still waiting for a first interaction load now, so the next page can render. */
export function onRouterTransitionStart(): void {
  openAllGates();
}
