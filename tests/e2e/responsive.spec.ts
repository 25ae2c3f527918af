import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales, routes } from './site';

/** Widest content of the page, which must fit the viewport (no horizontal scrolling). */
function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

/** Visible links and buttons of the header and footer smaller than 24 x 24 px (WCAG 2.5.8). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('header a, header button, footer a, footer button')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24))
      .map(
        ({ el, box }) => `${el.textContent?.trim() || el.outerHTML.slice(0, 60)} ${box.width}x${box.height}`,
      ),
  );
}

/**
 * Header-bar controls pushed past the right edge (the fixed header would hide them) or wrapped
 * onto a second line (the bar is one row), with the menu closed.
 */
function crampedHeaderControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('header a, header button')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > window.innerWidth + 0.5 || box.height > 48))
      .map(
        ({ el, box }) => `${el.textContent?.trim() || el.outerHTML.slice(0, 60)} ${box.right}/${box.height}`,
      ),
  );
}

for (const { locale, messages } of locales) {
  test.describe(`at 320 px (${locale})`, () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('no page scrolls sideways', async ({ page }) => {
      for (const path of [...routes.map((r) => r.paths[locale]), `/${locale}/no-such-page`]) {
        await page.goto(path);
        expect(await scrollWidth(page), path).toBeLessThanOrEqual(320);
        expect(await crampedHeaderControls(page), path).toEqual([]);
      }
    });

    test('the open menu fits the screen', async ({ page }) => {
      await page.goto(routes[0]!.paths[locale]);
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: messages.Navigation.toggle, exact: true }).click();
      const nav = page.getByRole('navigation', { name: messages.Navigation.label });
      await nav.getByRole('button', { name: messages.Navigation.solution }).click();
      await nav.getByRole('button', { name: messages.Navigation.company }).click();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(320);
      for (const link of await nav.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      }
      expect(await smallTargets(page)).toEqual([]);
    });
  });

  for (const width of [375, 480, 768, 1024, 1120, 1440, 1920]) {
    test(`header and footer fit and keep 24 px targets at ${width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(routes[0]!.paths[locale]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      expect(await crampedHeaderControls(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      const header = await page.getByRole('banner').boundingBox();
      // One row: the header never grows taller than its token (4.5rem).
      expect(header!.height).toBeLessThanOrEqual(73);
    });
  }
}

/** Width of `text` set on one line in the page's body font, in px. */
function lineWidth(page: Page, text: string): Promise<number> {
  return page.evaluate((sample) => {
    const span = document.createElement('span');
    span.style.cssText =
      'position:absolute;visibility:hidden;white-space:nowrap;font:600 18px var(--font-body)';
    span.textContent = sample;
    document.body.append(span);
    const width = span.getBoundingClientRect().width;
    span.remove();
    return width;
  }, text);
}

test('until Inter arrives, its stand-in takes the same room: the header fits and the swap moves little', async ({
  page,
}) => {
  const sample =
    'Ciblez les gens à l’intérieur des lieux qui comptent. Reach the people inside the places that matter.';
  await page.goto(routes[0]!.paths['fr']);
  await page.evaluate(() => document.fonts.ready);
  const withInter = await lineWidth(page, sample);

  // The web font held back for good, as on a slow first visit.
  await page.route('**/_next/static/media/*.woff2', (route) => route.abort());
  for (const width of [320, 1120]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(routes[0]!.paths['fr']);
    expect(await crampedHeaderControls(page), `${width} px`).toEqual([]);
  }
  const withStandIn = await lineWidth(page, sample);
  expect(withStandIn / withInter).toBeGreaterThan(0.97);
  expect(withStandIn / withInter).toBeLessThan(1.03);
});
