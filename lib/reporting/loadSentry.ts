import { sentryOptions } from './sentryOptions';

type SentrySdk = typeof import('./sentryBrowser');

// Read directly, not through lib/config (zod), to keep this off every page's
// critical path; next.config.ts validates the value at build time.
const configuredDsn = process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;

let loading: Promise<SentrySdk | null> | undefined;
let started = false;

/** True once the SDK runs: its own handlers then report uncaught errors. */
export const isSentryLoaded = () => started;

/**
 * The browser SDK, fetched on first need and initialised once. With no DSN it is
 * never fetched: nothing of Sentry reaches the visitor.
 */
export function loadSentry(dsn = configuredDsn): Promise<SentrySdk | null> {
  if (!dsn) return Promise.resolve(null);
  loading ??= import('./sentryBrowser')
    .then((sdk) => {
      if (!sdk.getClient())
        sdk.init({
          ...sentryOptions(dsn),
          // Errors only: no session (release health) ping on every page view.
          integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserSession'),
        });
      started = true;
      return sdk;
    })
    .catch(() => null);
  return loading;
}
