import * as Sentry from '@sentry/nextjs';
import { publicEnv } from '@/lib/publicEnv';
import { sentryOptions, serverIntegrations } from '@/lib/reporting/sentryOptions';

// Loaded by instrumentation.ts on the edge runtime (the proxy), only when a DSN is set.
Sentry.init({ ...sentryOptions(publicEnv.NEXT_PUBLIC_SENTRY_DSN), integrations: serverIntegrations(Sentry) });
