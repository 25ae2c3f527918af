import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { serveFakeGoogleMaps } from './fakeGoogleMaps';

/** The success criteria the site is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now (or on `include` only) and fails listing every violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`,
  );
  expect(readable, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens a page with its third parties stood in for (Maps served by a fake), then
 * scrolls it through once so every late widget (counters, map, video facades) has
 * rendered its final state before axe looks.
 */
export async function openSettled(page: Page, path: string) {
  await serveFakeGoogleMaps(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Counters count for 1 s once seen.
  await page.waitForTimeout(1_200);
}
