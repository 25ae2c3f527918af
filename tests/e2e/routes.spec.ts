import { expect, test } from './fixtures';
import { SITE_URL, locales, routes } from './site';

for (const { locale, messages } of locales) {
  test.describe(`routes (${locale})`, () => {
    for (const { page: name, paths } of routes) {
      test(`${name} answers 200 with its lang, title and hreflang links`, async ({ page }) => {
        const response = await page.goto(paths[locale]);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(paths[locale]);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect((await page.title()).trim()).not.toBe('');
        const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
        await expect(alternate('en-US')).toHaveAttribute('href', `${SITE_URL}${paths['en-US']}`);
        await expect(alternate('fr')).toHaveAttribute('href', `${SITE_URL}${paths.fr}`);
        await expect(alternate('x-default')).toHaveAttribute('href', `${SITE_URL}${paths['en-US']}`);
      });
    }

    test('an unknown path answers 404 with the translated page', async ({ page }) => {
      for (const path of [`/${locale}/no-such-page`, `${routes[2]!.paths[locale]}/nested/nope`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.NotFound.title);
        await expect(page.getByRole('banner')).toBeVisible();
      }
    });
  });
}

test.describe('localized pathnames', () => {
  const twins = routes.filter(({ paths }) => paths.fr !== `/fr${paths['en-US'].slice('/en-US'.length)}`);

  test('French pages answer on their French paths', async ({ request }) => {
    for (const { paths } of twins) {
      expect((await request.get(paths.fr)).status(), paths.fr).toBe(200);
    }
    expect(twins.map(({ paths }) => paths.fr)).toEqual([
      '/fr/carrieres',
      '/fr/inscription',
      '/fr/conditions',
      '/fr/tracer',
    ]);
  });

  test('an English path under /fr redirects to its French twin', async ({ request, page }) => {
    for (const { paths } of twins) {
      const englishUnderFr = `/fr${paths['en-US'].slice('/en-US'.length)}`;
      const response = await request.get(englishUnderFr, { maxRedirects: 0 });
      expect([307, 308], englishUnderFr).toContain(response.status());
      expect(new URL(response.headers().location!, SITE_URL).pathname).toBe(paths.fr);
    }
    await page.goto('/fr/careers');
    await expect(page).toHaveURL(/\/fr\/carrieres$/);
  });
});

test.describe('the root redirect', () => {
  const cases = [
    { acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.5', expected: '/fr' },
    { acceptLanguage: 'en-US,en;q=0.9', expected: '/en-US' },
    { acceptLanguage: 'de-DE,de;q=0.9', expected: '/en-US' },
    { acceptLanguage: undefined, expected: '/en-US' },
  ];
  for (const { acceptLanguage, expected } of cases) {
    test(`Accept-Language ${acceptLanguage ?? '(none)'} goes to ${expected}`, async ({ request }) => {
      const headers: Record<string, string> = acceptLanguage ? { 'Accept-Language': acceptLanguage } : {};
      const response = await request.get('/', { maxRedirects: 0, headers });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers().location!, SITE_URL).pathname).toBe(expected);
    });
  }
});

test.describe('the built-in forms host, when the forms post to another host', () => {
  test('serves nothing: its routes answer 404 and store nothing', async ({ request }) => {
    const contact = await request.post('/propulso/geo', {
      data: { name: 'A', company_name: 'B', email: 'a@b.test', phone: '1', activity: 'retail' },
    });
    expect(contact.status()).toBe(404);
    expect((await request.post('/propulso/career', { data: {} })).status()).toBe(404);
    expect((await request.get('/optin/subscribe/post-json?EMAIL=a%40b.test&c=cb')).status()).toBe(404);
  });
});
