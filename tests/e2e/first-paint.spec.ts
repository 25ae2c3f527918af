import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales, routes } from './site';

// CLS under 0.02 and the consent banner at first paint, as a phone sees a page load.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Sums the layout shifts of each load, as the Layout Instability API reports them. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow phone: the page paints while the parser is still on its way down the document.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.describe('first paint on a phone', () => {
  for (const { locale } of locales) {
    test.describe(() => {
      // A first visit: no stored consent, so the banner is up on every page.
      test.use({ storedConsent: null });

      test(`no page (${locale}) shifts while it loads`, async ({ page }) => {
        test.slow();
        await watchShifts(page);
        for (const { paths } of routes) {
          await page.goto(paths[locale], { waitUntil: 'networkidle' });
          await page.waitForTimeout(1000);
          const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
          expect(shift, paths[locale]).toBeLessThan(0.02);
        }
      });
    });
  }

  test.describe(() => {
    test.use({ storedConsent: null });
    test('the consent banner is in the page itself for a first visit, before any script of ours runs', async ({
      page,
    }) => {
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.goto('/fr/inscription');
      await expect(page.getByRole('dialog', { name: locales[1].messages.Consent.title })).toBeVisible();
    });
  });

  test('a returning visitor never sees the banner, not even before the page hydrates', async ({ page }) => {
    // The suite's visitor has a stored choice; without Next's scripts the page never hydrates.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/en-US/signup');
    await expect(page.locator('#consent-banner')).toBeAttached();
    await expect(page.locator('#consent-banner')).toBeHidden();
  });
});
