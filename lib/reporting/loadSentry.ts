import { config } from '@/lib/config';
import { sentryOptions } from './sentryOptions';

type SentrySdk = typeof import('@sentry/nextjs');

let loading: Promise<SentrySdk | null> | undefined;

/**
 * The browser SDK, fetched on first need and initialised once. With no DSN it is
 * never fetched: nothing of Sentry reaches the visitor.
 */
export function loadSentry(dsn = config.NEXT_PUBLIC_SENTRY_DSN): Promise<SentrySdk | null> {
  if (!dsn) return Promise.resolve(null);
  loading ??= import('@sentry/nextjs')
    .then((sdk) => {
      if (!sdk.getClient())
        sdk.init({
          ...sentryOptions(dsn),
          // Errors only: no session (release health) ping on every page view.
          integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserSession'),
        });
      return sdk;
    })
    .catch(() => null);
  return loading;
}
