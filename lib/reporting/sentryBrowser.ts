import {
  browserApiErrorsIntegration,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  getClient,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/nextjs';
import { sentryOptions } from './sentryOptions';

// The parts of the browser SDK the site uses. Named imports let the bundler drop the
// rest (replay, feedback, profiling…) from this lazily loaded chunk.
export { captureException, captureMessage, withScope } from '@sentry/nextjs';

/**
 * Starts the SDK once, for errors only: uncaught errors and rejections, their causes, no
 * duplicates, the page they happened on. Nothing that records sessions, spans, web vitals,
 * breadcrumbs or the visitor's requests.
 */
export function start(dsn: string): void {
  if (getClient()) return;
  init({
    ...sentryOptions(dsn),
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      // The page's address and user agent; scrubEvent drops the query and the referrer.
      httpContextIntegration(),
    ],
  });
}
