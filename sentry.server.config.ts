import * as Sentry from '@sentry/nextjs';
import { config } from '@/lib/config';
import { sentryOptions } from '@/lib/reporting/sentryOptions';

// Loaded by instrumentation.ts on the Node.js runtime, only when a DSN is set.
Sentry.init({
  ...sentryOptions(config.NEXT_PUBLIC_SENTRY_DSN),
  // Errors only, no tracing: skip the module hooks that exist to record spans.
  enableRuntimeChannelInjection: false,
});
