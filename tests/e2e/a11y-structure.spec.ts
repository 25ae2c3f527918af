import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales, routes } from './site';

const PAGES = [
  ...routes.map((r) => ({ name: r.page, paths: r.paths })),
  { name: '404', paths: { 'en-US': '/en-US/no-such-page', fr: '/fr/aucune-page' } },
];

/** Visible interactive elements smaller than 24 x 24 px, save links inside a line of text (WCAG 2.5.8). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement?.closest('p, li, dd, td, label, span');
      return Boolean(block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length);
    };
    return [...document.querySelectorAll(selector)]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(
        ({ el, box }) => box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden',
      )
      .filter(({ el, box }) => (box.width < 24 || box.height < 24) && !inSentence(el))
      .map(
        ({ el, box }) => `${el.outerHTML.slice(0, 90)} ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
  });
}

/**
 * Tabs through every focusable element of the page and returns those whose focus ring would sit
 * under the fixed header (WCAG 2.4.11) or off screen. Stops when focus comes back round.
 * Controls inside the header and the skip link (drawn above it) are not covered by it.
 */
async function focusHiddenByHeader(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
): Promise<{ count: number; hidden: string[] }> {
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const header = document.querySelector('body > header, header')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const id = `${el.tagName} ${el.outerHTML.slice(0, 90)}`;
      const inHeader = Boolean(el.closest('header'));
      const skip = el.matches('.skip-link');
      const covered = !inHeader && !skip && box.top < header.bottom - 0.5;
      const offScreen = box.bottom > window.innerHeight + 0.5 || box.top < -0.5;
      return {
        id,
        key: el.outerHTML,
        bad: covered || offScreen ? `${id} top=${box.top} header=${header.bottom}` : '',
      };
    });
    if (!where) continue;
    if (seen.has(where.key)) break;
    seen.add(where.key);
    if (where.bad) hidden.push(where.bad);
  }
  return { count: seen.size, hidden };
}

for (const { locale, messages } of locales) {
  test.describe(`page structure (${locale})`, () => {
    test('every page has exactly one h1', async ({ page }) => {
      for (const { name, paths } of PAGES) {
        await page.goto(paths[locale]);
        await expect(page.locator('h1'), name).toHaveCount(1);
        await expect(page.locator('h1'), name).toBeVisible();
      }
    });

    test('the skip link is the first stop, visible on focus, and moves focus to the main content', async ({
      page,
    }) => {
      await page.goto(routes[0]!.paths[locale]);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: messages.Layout.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      const header = await page.getByRole('banner').boundingBox();
      const box = await skip.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      // Drawn above the header, not under it.
      expect(
        await skip.evaluate(
          (el) =>
            document.elementFromPoint(el.getBoundingClientRect().x + 5, el.getBoundingClientRect().y + 5) ===
            el,
        ),
      ).toBe(true);
      expect(header).not.toBeNull();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab goes on from the main content, past the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    });

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      test(`targets are at least 24 x 24 px on every page (${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        for (const { name, paths } of PAGES) {
          await page.goto(paths[locale]);
          expect(await smallTargets(page), name).toEqual([]);
        }
      });

      test(`tabbing never hides the focused element under the fixed header (${viewport.width} px)`, async ({
        page,
      }) => {
        // Every page tabbed through both ways: 90 s on a two-core CI machine.
        test.setTimeout(180_000);
        await page.setViewportSize(viewport);
        for (const { name, paths } of PAGES) {
          await page.goto(paths[locale]);
          const forward = await focusHiddenByHeader(page, 'Tab');
          expect(forward.count, name).toBeGreaterThan(5);
          expect(forward.hidden, name).toEqual([]);
          // Back up from the end of the page: controls come into view from the top, by the header.
          await page.keyboard.press('End');
          await page.locator('footer a').last().focus();
          const backward = await focusHiddenByHeader(page, 'Shift+Tab');
          expect(backward.hidden, name).toEqual([]);
        }
      });
    }
  });
}
