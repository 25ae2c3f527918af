import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales, routes } from './site';
import { layoutShift, watchLayoutShifts } from './support/layoutShifts';

// CLS under 0.02 and the consent banner at first paint, as a phone sees a page load.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Watches the layout shifts of each load on a slow phone. */
async function watchShifts(page: Page) {
  await watchLayoutShifts(page);
  // A slow phone: the page paints while the parser is still on its way down the document.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.describe('first paint on a phone', () => {
  for (const { locale } of locales) {
    test.describe(() => {
      // A first visit: no stored consent, so the banner is up on every page.
      test.use({ storedConsent: null });

      test(`no page (${locale}) shifts while it loads`, async ({ page }) => {
        test.slow();
        await watchShifts(page);
        for (const { paths } of routes) {
          await page.goto(paths[locale], { waitUntil: 'networkidle' });
          await page.waitForTimeout(1000);
          // What moved, where from and to, is in the message: a shift seen once is found from it.
          const { total, shifts } = await layoutShift(page);
          expect(total, `${paths[locale]}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.02);
        }
      });
    });
  }

  test.describe(() => {
    test.use({ storedConsent: null });
    test('the consent banner is in the page itself for a first visit, before any script of ours runs', async ({
      page,
    }) => {
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.goto('/fr/inscription');
      await expect(page.getByRole('dialog', { name: locales[1].messages.Consent.title })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ storedConsent: null });
    test('a page still arriving never shows the banner half drawn: it appears whole, and nothing shifts', async ({
      page,
      baseURL,
    }) => {
      // The page comes through a server of the test's own that stops sending in the middle of
      // the banner, as a slow link can, until the test lets the rest through.
      const html = await (await fetch(`${baseURL}/en-US`)).text();
      const cut = html.indexOf('id="consent-description"');
      expect(cut).toBeGreaterThan(0);
      let sendRest = () => {};
      const server = http.createServer(async (request, response) => {
        if (request.url === '/en-US') {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          response.write(html.slice(0, cut));
          sendRest = () => response.end(html.slice(cut));
          return;
        }
        const upstream = await fetch(`${baseURL}${request.url}`);
        response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        await watchLayoutShifts(page);
        const { port } = server.address() as AddressInfo;
        await page.goto(`http://localhost:${port}/en-US`, { waitUntil: 'commit' });
        await expect(page.locator('#hero-title')).toBeVisible();
        await expect(page.locator('#consent-banner')).toBeAttached();
        expect(
          await page.locator('#consent-banner').evaluate((banner) => getComputedStyle(banner).visibility),
        ).toBe('hidden');
        sendRest();
        await expect(page.getByRole('dialog', { name: locales[0].messages.Consent.title })).toBeVisible();
        await page.waitForTimeout(500);
        const { total, shifts } = await layoutShift(page);
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.02);
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });
  });

  for (const { locale } of locales)
    test(`every page (${locale}) is on screen before it asks for its scripts`, async ({ page }) => {
      test.slow();
      for (const { paths } of routes) {
        await page.goto(paths[locale], { waitUntil: 'networkidle' });
        const { paint, scripts } = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
            .map((entry) => entry.startTime),
        }));
        expect(scripts.length, paths[locale]).toBeGreaterThan(0);
        expect(paint, paths[locale]).toBeDefined();
        expect(Math.min(...scripts), paths[locale]).toBeGreaterThan(paint!);
      }
    });

  test('a returning visitor never sees the banner, not even before the page hydrates', async ({ page }) => {
    // The suite's visitor has a stored choice; without Next's scripts the page never hydrates.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/en-US/signup');
    await expect(page.locator('#consent-banner')).toBeAttached();
    await expect(page.locator('#consent-banner')).toBeHidden();
  });
});
