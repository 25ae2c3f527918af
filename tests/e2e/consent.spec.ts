import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales } from './site';
import { holdScripts } from './support/holdScripts';

const CONSENT_DAYS = 182;

// A first visit: no stored choice.
test.use({ storedConsent: null });

// The page writes the cookie through document.cookie; the browser's cookie store, which the test
// reads, gets it a moment later.
const storedCategories = (page: Page) => expect.poll(async () => (await consentCookie(page))?.categories);

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'site_consent');
  if (!cookie) return null;
  const categories = ['necessary'];
  if (cookie.value.includes('a1')) categories.push('analytics');
  if (cookie.value.includes('d1')) categories.push('advertising');
  return { categories, daysLeft: (cookie.expires * 1000 - Date.now()) / 86_400_000 };
}

for (const { locale, messages } of locales) {
  const t = messages.Consent;
  const banner = (page: Page) => page.getByRole('dialog', { name: t.title });
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test.describe(`consent banner (${locale})`, () => {
    test('shows on the first visit with Accept all and Refuse all equally prominent', async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(t.description);
      const accept = banner(page).getByRole('button', { name: t.acceptAll, exact: true });
      const refuse = banner(page).getByRole('button', { name: t.refuseAll, exact: true });
      await expect(accept).toBeVisible();
      await expect(refuse).toBeVisible();
      await expect(banner(page).getByRole('button', { name: t.customize, exact: true })).toBeVisible();
      const look = (b: typeof accept) =>
        b.evaluate((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return {
            bg: s.backgroundColor,
            color: s.color,
            weight: s.fontWeight,
            h: r.height,
            w: Math.round(r.width),
          };
        });
      expect(await look(refuse)).toEqual(await look(accept));
      expect(await consentCookie(page)).toBeNull();
    });

    test('a refusal is kept six months and the banner stays away on the next visit', async ({ page }) => {
      await page.goto(`/${locale}`);
      await banner(page).getByRole('button', { name: t.refuseAll, exact: true }).click();
      await expect(banner(page)).toBeHidden();
      await storedCategories(page).toEqual(['necessary']);
      const stored = await consentCookie(page);
      expect(stored?.daysLeft).toBeGreaterThan(CONSENT_DAYS - 1);
      expect(stored?.daysLeft).toBeLessThanOrEqual(CONSENT_DAYS);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(banner(page)).toBeHidden();
    });

    test('closing the banner counts as refusing all', async ({ page }) => {
      await page.goto(`/${locale}`);
      await banner(page).getByRole('button', { name: t.close }).click();
      await expect(banner(page)).toBeHidden();
      await storedCategories(page).toEqual(['necessary']);
    });

    test('Customize offers analytics and advertising separately, nothing ticked', async ({ page }) => {
      await page.goto(`/${locale}`);
      await banner(page).getByRole('button', { name: t.customize, exact: true }).click();
      const preferences = page.getByRole('dialog', { name: t.preferencesTitle });
      await expect(preferences).toContainText(t.necessaryDescription);
      await expect(preferences).toBeVisible();
      const analytics = preferences.getByRole('checkbox', { name: t.analyticsTitle });
      const advertising = preferences.getByRole('checkbox', { name: t.advertisingTitle });
      await expect(analytics).not.toBeChecked();
      await expect(advertising).not.toBeChecked();
      await analytics.check();
      await button(page, t.save).click();
      await expect(preferences).toBeHidden();
      await storedCategories(page).toEqual(['necessary', 'analytics']);
    });

    test('the footer link reopens the banner to change or withdraw the choice', async ({ page }) => {
      await page.goto(`/${locale}`);
      await banner(page).getByRole('button', { name: t.acceptAll, exact: true }).click();
      await storedCategories(page).toEqual(['necessary', 'analytics', 'advertising']);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(banner(page)).toBeHidden();
      const link = page.getByRole('contentinfo').getByRole('button', { name: t.footerLink });
      await link.click();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      await banner(page).getByRole('button', { name: t.refuseAll, exact: true }).click();
      await storedCategories(page).toEqual(['necessary']);
      await expect(link).toBeFocused();
    });

    test('Escape closes the banner as a refusal', async ({ page }) => {
      await page.goto(`/${locale}`);
      await banner(page).getByRole('button', { name: t.customize, exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect(banner(page)).toBeHidden();
      await storedCategories(page).toEqual(['necessary']);
    });

    test("Escape pressed before the page's scripts have run refuses once they have", async ({ page }) => {
      const releaseScripts = await holdScripts(page);
      await page.goto(`/${locale}`, { waitUntil: 'domcontentloaded' });
      await banner(page).getByRole('button', { name: t.customize, exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect(banner(page)).toBeVisible();
      releaseScripts();
      await expect(banner(page)).toBeHidden();
      await storedCategories(page).toEqual(['necessary']);
    });
  });
}
