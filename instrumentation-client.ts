import { publicEnv } from '@/lib/publicEnv';
import { captureErrorsLazily } from '@/lib/reporting/captureErrorsLazily';

// Error reporting costs nothing up front: the SDK is fetched on the first error
// (or failed form), never with no DSN configured.
if (publicEnv.NEXT_PUBLIC_SENTRY_DSN) captureErrorsLazily();
