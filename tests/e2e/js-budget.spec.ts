import { expect, test } from './fixtures';
import budget from '../../perf-budget.json';
import { measurePage, pageRoutes } from '../../scripts/measure-page.mjs';

// Bytes are exact (unlike Lighthouse timings), so CI fails when a page grows past its budget.
for (const route of pageRoutes) {
  for (const locale of ['en-US', 'fr'] as const) {
    test(`${route[locale]} sends at most its JS budget before any interaction`, async ({ page }) => {
      const limitKB =
        route.page === 'home' ? budget.jsBeforeInteractionKB.home : budget.jsBeforeInteractionKB.other;
      const { jsBytes } = await measurePage(page, route[locale]);
      expect(jsBytes / 1024, `JS KB on ${route[locale]}`).toBeLessThanOrEqual(limitKB);
      expect(jsBytes).toBeGreaterThan(0);
    });
  }
}
