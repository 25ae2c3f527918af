import { expect, test } from './fixtures';
import { locales, routes } from './site';

const [english, french] = locales;

test('the switch keeps the page: /en-US/careers to /fr/carrieres and back', async ({ page }) => {
  await page.goto('/en-US/careers');
  const toFrench = page.getByRole('banner').getByRole('link', { name: english.otherName });
  await expect(toFrench).toHaveAttribute('lang', 'fr');
  await expect(toFrench).toHaveAttribute('hreflang', 'fr');
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/carrieres$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.messages.CareersPage.title);

  const toEnglish = page.getByRole('banner').getByRole('link', { name: french.otherName });
  await expect(toEnglish).toHaveAttribute('lang', 'en-US');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en-US\/careers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

for (const { locale, other, otherName } of locales) {
  test(`every ${locale} page links its twin from the header and the footer`, async ({ page }) => {
    for (const { paths } of routes) {
      await page.goto(paths[locale]);
      for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
        const link = region.getByRole('link', { name: otherName, exact: true });
        await expect(link).toHaveAttribute('href', paths[other]);
        await expect(link).toHaveAttribute('hreflang', other);
      }
    }
  });

  test(`the switch keeps the section in the URL hash (${locale})`, async ({ page }) => {
    const careers = routes[2]!.paths;
    await page.goto(`${careers[locale]}#apply`);
    await expect(page.getByRole('banner').getByRole('link', { name: otherName })).toHaveAttribute(
      'href',
      `${careers[other]}#apply`,
    );
  });

  test(`the switch on the 404 page leads to the other home (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/no-such-page`);
    const link = page.getByRole('banner').getByRole('link', { name: otherName });
    await expect(link).toHaveAttribute('href', routes[0]!.paths[other]);
  });
}
