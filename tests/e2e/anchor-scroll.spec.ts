import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales, routes } from './site';

// Home section ids are fixed, other pages link to them: #comparison, #audiences, #results, ...
const SECTION = 'results';

/** Where the section's top sits below the viewport top, in CSS px. */
function sectionTop(page: Page): Promise<number> {
  return page.locator(`#${SECTION}`).evaluate((el) => el.getBoundingClientRect().top);
}

/** Records every scroll position the page passes through. */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrollLog: number[] };
    w.scrollLog = [];
    window.addEventListener('scroll', () => w.scrollLog.push(window.scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrollLog: number[] }).scrollLog);
}

async function clickResults(page: Page, t: (typeof locales)[number]['messages']['Navigation']) {
  const nav = page.getByRole('navigation', { name: t.label });
  await nav.getByRole('button', { name: t.solution }).click();
  await nav.getByRole('link', { name: t.results }).click();
}

for (const { locale, other, otherName, messages } of locales) {
  const t = messages.Navigation;
  const home = routes[0]!.paths[locale];

  test.describe(`anchor links (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('scroll smoothly to land below the fixed header, update the hash and move focus', async ({
      page,
    }) => {
      await page.goto(home);
      const positions = await recordScroll(page);
      await clickResults(page, t);

      await expect(page).toHaveURL(new RegExp(`${home}#${SECTION}$`));
      await expect(page.locator(`#${SECTION}`)).toBeFocused();
      const top = await sectionTop(page);
      expect(top).toBeGreaterThanOrEqual(100);
      expect(top).toBeLessThanOrEqual(200);
      // Smooth: the page passed through more than one position on its way down, never up. A
      // jump writes one; with the CPU slowed 20x the glide has painted as few as 3 frames.
      const log = await positions();
      expect(new Set(log).size, `positions ${log.join(', ')}`).toBeGreaterThan(1);
      expect(log).toEqual([...log].sort((a, b) => a - b));
      // The language switch now points at the same section of the twin page.
      await expect(page.getByRole('banner').getByRole('link', { name: otherName })).toHaveAttribute(
        'href',
        `${routes[0]!.paths[other]}#${SECTION}`,
      );
    });

    test('arriving from another page lands below the header too', async ({ page }) => {
      await page.goto(routes[2]!.paths[locale]);
      await clickResults(page, t);
      await expect(page).toHaveURL(new RegExp(`${home}#${SECTION}$`));
      await expect.poll(() => sectionTop(page)).toBeGreaterThanOrEqual(100);
      expect(await sectionTop(page)).toBeLessThanOrEqual(200);
    });

    test('opening a URL with the hash lands below the header', async ({ page }) => {
      await page.goto(`${home}#${SECTION}`);
      await expect.poll(() => sectionTop(page)).toBeGreaterThanOrEqual(100);
      expect(await sectionTop(page)).toBeLessThanOrEqual(200);
    });
  });

  test.describe(`anchor links under reduced motion (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

    test('jump at once', async ({ page }) => {
      await page.goto(home);
      const positions = await recordScroll(page);
      await clickResults(page, t);
      // No waiting: the position is final as soon as the click is handled.
      const top = await sectionTop(page);
      expect(top).toBeGreaterThanOrEqual(100);
      expect(top).toBeLessThanOrEqual(200);
      expect(new Set(await positions()).size).toBeLessThanOrEqual(1);
      await expect(page.locator(`#${SECTION}`)).toBeFocused();
    });
  });
}
