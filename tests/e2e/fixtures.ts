// The browser suite's `test`: every spec imports it from here, so every page a test
// opens fails the test on any Content-Security-Policy violation, reported either as a
// `securitypolicyviolation` event or as a console error.
import { test as base, expect } from '@playwright/test';

type Violation = { directive: string; blocked: string; source: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * The consent cookie each test starts with (lib/consent/choice.ts format): a returning
 * visitor who refused, so the banner covers nothing. Consent specs set `null` (first
 * visit) and conversion specs `'a1.d1'` (all accepted) with `test.use`.
 */
type Options = { storedConsent: string | null };

export const test = base.extend<Options & { cspViolations: string[] }>({
  storedConsent: ['a0.d0', { option: true }],
  context: async ({ context, baseURL, storedConsent }, provide) => {
    if (storedConsent)
      await context.addCookies([{ name: 'site_consent', value: storedConsent, url: baseURL! }]);
    await provide(context);
  },
  // The violations seen so far, and the browser's complaints about the security headers
  // (a Permissions-Policy feature it does not know); a test that provokes one on purpose empties it.
  cspViolations: [
    async ({ page }, provide) => {
      const seen: string[] = [];
      await page.exposeFunction('__reportCspViolation', (v: Violation) =>
        seen.push(`${v.directive} blocked ${v.blocked} (${v.source})`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation?: (v: Violation) => void })
            .__reportCspViolation;
          report?.({
            directive: e.effectiveDirective,
            blocked: e.blockedURI || 'inline',
            source: `${e.sourceFile}:${e.lineNumber}`,
          });
        });
      });
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(message.text()))
          seen.push(`console: ${message.text()}`);
      });
      await provide(seen);
      expect(seen, 'Content-Security-Policy violations and header errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
