import type { BrowserOptions } from '@sentry/nextjs';
import { scrubEvent } from './scrub';

type SharedOptions = Pick<
  BrowserOptions,
  | 'dsn'
  | 'enabled'
  | 'defaultIntegrations'
  | 'sendClientReports'
  | 'maxBreadcrumbs'
  | 'traceLifecycle'
  | 'normalizeDepth'
  | 'dataCollection'
  | 'tracePropagationTargets'
  | 'beforeSend'
  | 'beforeSendTransaction'
  | 'beforeBreadcrumb'
>;

/**
 * Options shared by the browser, server and edge SDKs: error events only, rebuilt by
 * scrubEvent before they leave. Each runtime lists the few integrations it installs.
 */
export function sentryOptions(dsn: string | undefined): SharedOptions {
  return {
    dsn,
    enabled: Boolean(dsn),
    // The defaults record sessions, spans, web vitals, breadcrumbs and requests.
    defaultIntegrations: false,
    // Client reports (counts of dropped events) are envelopes of their own.
    sendClientReports: false,
    maxBreadcrumbs: 0,
    // Sentry 11 streams spans by default and installs the integration that sends them.
    traceLifecycle: 'static',
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
    // Belts, should an integration ever record them: none is sent.
    beforeSendTransaction: () => null,
    beforeBreadcrumb: () => null,
  };
}

type ServerSdk = Pick<
  typeof import('@sentry/nextjs'),
  | 'eventFiltersIntegration'
  | 'functionToStringIntegration'
  | 'linkedErrorsIntegration'
  | 'dedupeIntegration'
  | 'requestDataIntegration'
>;

/**
 * The integrations the server and edge SDKs share: errors, their causes, no duplicates,
 * the request's URL. Not http, fetch or console: they record sessions, spans or breadcrumbs.
 */
export function serverIntegrations(sdk: ServerSdk) {
  return [
    sdk.eventFiltersIntegration(),
    sdk.functionToStringIntegration(),
    sdk.linkedErrorsIntegration(),
    sdk.dedupeIntegration(),
    sdk.requestDataIntegration(),
  ];
}
