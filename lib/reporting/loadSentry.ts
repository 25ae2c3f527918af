import { publicEnv } from '@/lib/publicEnv';

type SentrySdk = typeof import('./sentryBrowser');

const configuredDsn = publicEnv.NEXT_PUBLIC_SENTRY_DSN;

let loading: Promise<SentrySdk | null> | undefined;
let started = false;

/** True once the SDK runs: its own handlers then report uncaught errors. */
export const isSentryLoaded = () => started;

/**
 * The browser SDK, fetched on first need and started once; its options and scrubber
 * come with it, off the page's first load. With no DSN it is never fetched: nothing of
 * Sentry reaches the visitor.
 */
export function loadSentry(dsn = configuredDsn): Promise<SentrySdk | null> {
  if (!dsn) return Promise.resolve(null);
  loading ??= import('./sentryBrowser')
    .then((sdk) => {
      sdk.start(dsn);
      started = true;
      return sdk;
    })
    .catch(() => null);
  return loading;
}
