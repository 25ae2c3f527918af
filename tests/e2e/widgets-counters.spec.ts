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

    test('they count up to their targets once their section reaches the window', async ({ page }) => {
      await page.goto(`/${locale}`);
      const counters = page.getByTestId('counter');
      await expect(counters).toHaveCount(3);
      await expect(counters.first()).toHaveAttribute('data-target', '1600');
      // Below the 400–600 px window: waiting at zero.
      const sectionTop = await counters
        .first()
        .evaluate((el) => el.closest('ul')!.getBoundingClientRect().top);
      expect(sectionTop).toBeGreaterThan(600);
      await expect.poll(() => counterText(page)).toEqual(['0', '0', '0']);

      await scrollTopTo(page, 'ul:has([data-testid="counter"])', 500);
      await expect.poll(() => counterText(page)).toEqual([...formatted[locale]]);
      for (const counter of await counters.all()) {
        const target = Number(await counter.getAttribute('data-target'));
        expect(Number((await counter.textContent())!.replace(/\D/g, ''))).toBe(target);
      }

      // Once: scrolling away and back does not restart them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollTopTo(page, 'ul:has([data-testid="counter"])', 500);
      await expect.poll(() => counterText(page)).toEqual([...formatted[locale]]);
    });

    test('at 575 px or narrower each counter waits for its own position', async ({ page }) => {
      await page.setViewportSize({ width: 575, height: 800 });
      await page.goto(`/${locale}`);
      await expect.poll(() => counterText(page)).toEqual(['0', '0', '0']);

      // The section (and first counter) in the window, the last counter still below it.
      await scrollTopTo(page, '[data-testid="counter"]', 450);
      const lastTop = await page
        .getByTestId('counter')
        .last()
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(lastTop).toBeGreaterThan(600);
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
