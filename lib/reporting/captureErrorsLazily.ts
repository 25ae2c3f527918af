import { isSentryLoaded, loadSentry } from './loadSentry';

/**
 * Stands in for the SDK until it is needed: the first uncaught error or rejection
 * fetches it and reports itself; once loaded, the SDK's own handlers take over.
 * A visit without errors downloads nothing of Sentry.
 */
export function captureErrorsLazily(target: Pick<Window, 'addEventListener'> = window): void {
  const report = (error: unknown) => {
    if (isSentryLoaded()) return;
    void loadSentry().then((sdk) => sdk?.captureException(error));
  };
  target.addEventListener('error', (event) => report(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => report(event.reason));
}
