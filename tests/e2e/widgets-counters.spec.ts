import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES } from './support/widgetPage';

const formatted = {
  'en-US': ['1,600', '800', '3'],
  fr: ['1\u202f600', '800', '3'],
} as const;

/** Scrolls so that `selector`'s top (the first match) lands `top` px below the window top. */
async function scrollTopTo(page: Page, selector: string, top: number) {
  await page.evaluate(
    ([sel, y]) => {
      const element = document.querySelector(sel as string);
      if (!element) throw new Error(`no ${sel}`);
      window.scrollBy(0, element.getBoundingClientRect().top - (y as number));
    },
    [selector, top],
  );
}

/** The top of `selector`'s first match, in px from the window top. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);

// The home-page band that holds the counters, its heading above them.
const SECTION = 'section:has([data-testid="counter"])';

const counterText = (page: Page) => page.getByTestId('counter').allTextContents();

for (const locale of LOCALES) {
  test.describe(`counters (${locale})`, () => {
    test('the server HTML holds the final, locale-formatted values', async ({ request }) => {
      const html = await (await request.get(`/${locale}`)).text();
      for (const [target, text] of [
        [1600, formatted[locale][0]],
        [800, '800'],
        [3, '3'],
      ] as const) {
        expect(html).toMatch(new RegExp(`data-testid="counter" data-target="${target}">${text}<`));
      }
    });

    test('they count up once their section (heading included) reaches the window', async ({ page }) => {
      await page.goto(`/${locale}`);
      const counters = page.getByTestId('counter');
      await expect(counters).toHaveCount(3);
      await expect(counters.first()).toHaveAttribute('data-target', '1600');
      // Below the 400–600 px window: waiting at zero.
      expect(await topOf(page, SECTION)).toBeGreaterThan(600);
      await expect.poll(() => counterText(page)).toEqual(['0', '0', '0']);
      await scrollTopTo(page, SECTION, 650);
      await page.waitForTimeout(300);
      expect(await counterText(page)).toEqual(['0', '0', '0']);

      // The section's top in the window starts them, though the figures themselves are lower.
      await scrollTopTo(page, SECTION, 500);
      expect(await topOf(page, '[data-testid="counter"]')).toBeGreaterThan(600);
      await expect.poll(() => counterText(page)).toEqual([...formatted[locale]]);
      for (const counter of await counters.all()) {
        const target = Number(await counter.getAttribute('data-target'));
        expect(Number((await counter.textContent())!.replace(/\D/g, ''))).toBe(target);
      }

      // Once: scrolling away and back does not restart them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollTopTo(page, SECTION, 500);
      await expect.poll(() => counterText(page)).toEqual([...formatted[locale]]);
    });

    test('at 575 px or narrower each counter waits for its own position', async ({ page }) => {
      await page.setViewportSize({ width: 575, height: 800 });
      await page.goto(`/${locale}`);
      await expect.poll(() => counterText(page)).toEqual(['0', '0', '0']);

      // The section's top in the window does not start a figure still below it.
      await scrollTopTo(page, SECTION, 500);
      expect(await topOf(page, '[data-testid="counter"]')).toBeGreaterThan(600);
      await page.waitForTimeout(300);
      expect(await counterText(page)).toEqual(['0', '0', '0']);

      // The first counter in the window, the last one still below it.
      await scrollTopTo(page, '[data-testid="counter"]', 450);
      expect(await topOf(page, '[data-testid="counter"][data-target="3"]')).toBeGreaterThan(600);
      await expect.poll(async () => (await counterText(page))[0]).toBe(formatted[locale][0]);
      expect((await counterText(page))[2]).toBe('0');

      await scrollTopTo(page, '[data-testid="counter"][data-target="3"]', 500);
      await expect.poll(() => counterText(page)).toEqual([...formatted[locale]]);
    });

    test('under reduced motion the final values show at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}`);
      await page.waitForLoadState('load');
      expect(await counterText(page)).toEqual([...formatted[locale]]);
    });
  });
}
