import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSettled } from './support/axe';
import { locales, routes } from './site';

// Scrolling a page through, then axe over the whole of it, is slow on a loaded machine.
test.describe.configure({ timeout: 60_000 });

// Zero axe violations (WCAG 2.2 AA) on every page, in both locales and in the states a visitor reaches.
for (const { locale, messages } of locales) {
  test.describe(`axe, WCAG 2.2 AA (${locale})`, () => {
    for (const { page: name, paths } of routes) {
      test(`${name} page`, async ({ page }) => {
        await openSettled(page, paths[locale]);
        await expectNoAxeViolations(page);
      });
    }

    test('404 page', async ({ page }) => {
      const response = await page.goto(`/${locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expectNoAxeViolations(page);
    });

    test.describe('first visit', () => {
      test.use({ storedConsent: null });

      test('consent banner shown, then its settings open', async ({ page }) => {
        test.slow(); // two full axe scans of the heaviest page
        await openSettled(page, routes[0]!.paths[locale]);
        const banner = page.getByRole('dialog', { name: messages.Consent.title });
        await expect(banner).toBeVisible();
        await expectNoAxeViolations(page);
        await banner.getByRole('button', { name: messages.Consent.customize, exact: true }).click();
        await expectNoAxeViolations(page);
      });
    });

    test('phone, burger menu and a sub-menu open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openSettled(page, routes[0]!.paths[locale]);
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: messages.Navigation.toggle, exact: true }).click();
      await banner.getByRole('button', { name: messages.Navigation.solution }).click();
      await expect(banner.getByRole('link', { name: messages.Navigation.results })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
