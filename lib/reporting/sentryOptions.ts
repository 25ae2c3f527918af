import type { BrowserOptions } from '@sentry/nextjs';
import { scrubEvent } from './scrub';

type SharedOptions = Pick<
  BrowserOptions,
  'dsn' | 'enabled' | 'normalizeDepth' | 'dataCollection' | 'tracePropagationTargets' | 'beforeSend'
>;

/**
 * Options shared by the browser, server and edge SDKs. Only types come from
 * @sentry/nextjs here, so importing this file pulls in no SDK code.
 */
export function sentryOptions(dsn: string | undefined): SharedOptions {
  return {
    dsn,
    enabled: Boolean(dsn),
    normalizeDepth: 10,
    // Sentry 11's defaults collect cookies, headers, bodies and more: collect none of it.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    // No tracing: no sentry-trace/baggage headers on the form calls (they would fail CORS).
    tracePropagationTargets: [],
    beforeSend: (event) => scrubEvent(event),
  };
}
