import type { Page } from '@playwright/test';

export const LOCALES = ['en-US', 'fr'] as const;
export type TestLocale = (typeof LOCALES)[number];

/**
 * Resolves once React has flushed the work already queued (its scheduler posts on a
 * MessageChannel, which page.clock does not fake), e.g. effects that arm timers.
 */
export function settleReact(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
