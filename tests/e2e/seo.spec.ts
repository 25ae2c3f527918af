import { expect, test } from './fixtures';
import { e2eEnv } from './env';

const site = e2eEnv.NEXT_PUBLIC_SITE_URL;

// The public routes: the single source the sitemap, canonical and hreflang must agree with.
const routes = [
  { 'en-US': '/en-US', fr: '/fr' },
  { 'en-US': '/en-US/contact', fr: '/fr/contact' },
  { 'en-US': '/en-US/careers', fr: '/fr/carrieres' },
  { 'en-US': '/en-US/signup', fr: '/fr/inscription' },
  { 'en-US': '/en-US/geoacademy', fr: '/fr/geoacademy' },
  { 'en-US': '/en-US/terms', fr: '/fr/conditions' },
  { 'en-US': '/en-US/draw', fr: '/fr/tracer' },
] as const;

for (const route of routes) {
  for (const locale of ['en-US', 'fr'] as const) {
    test(`${route[locale]}: canonical and hreflang alternates`, async ({ page }) => {
      const response = await page.goto(route[locale]);
      // The page's own links are the only hreflang set: no conflicting `Link` header.
      expect(response?.headers()['link'] ?? '').not.toContain('hreflang');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site + route[locale]);
      for (const [lang, path] of [
        ['en-US', route['en-US']],
        ['fr', route.fr],
        ['x-default', route['en-US']],
      ]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          'href',
          site + path,
        );
      }
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', site + route[locale]);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${site}/${locale}/opengraph-image`,
      );
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(ld['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual(['Organization', 'WebSite']);
    });
  }
}

test('sitemap lists every page of both locales with its alternates, robots points to it', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(routes.flatMap((r) => [site + r['en-US'], site + r.fr]).sort());
  for (const r of routes) {
    expect(xml).toContain(`hreflang="fr" href="${site}${r.fr}"`);
    expect(xml).toContain(`hreflang="x-default" href="${site}${r['en-US']}"`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

for (const locale of ['en-US', 'fr']) {
  test(`Open Graph image of ${locale} answers 200 with an image, no redirect`, async ({ request }) => {
    const res = await request.get(`/${locale}/opengraph-image`, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/png/);
    expect((await res.body()).byteLength).toBeGreaterThan(5000);
  });
}
