import type { APIResponse } from '@playwright/test';
import { externalScriptHashes, inlineScriptHashes } from '../../lib/security/scriptHashes';
import { expect, test } from './fixtures';
import { RESOURCE_POLICY, expectSecurityHeaders } from './support/securityHeaders';
import { locales, routes } from './site';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

/** The page's policy allows exactly its own scripts: every inline and external script hash, no eval. */
async function expectHashedPolicy(response: APIResponse) {
  const csp = directives(response.headers()['content-security-policy'] ?? '');
  const html = await response.text();
  const scriptSrc = csp.get('script-src') ?? [];
  const hashes = [...inlineScriptHashes(html), ...externalScriptHashes(html)];
  expect(inlineScriptHashes(html).length).toBeGreaterThan(0);
  expect(scriptSrc.filter((s) => s.startsWith("'sha")).sort()).toEqual([...hashes].sort());
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
}

test.describe('security headers', () => {
  for (const { locale } of locales) {
    test(`every page (${locale}) has the headers and a policy of its own scripts' hashes`, async ({
      request,
    }) => {
      for (const { paths } of routes) {
        const response = await request.get(paths[locale]);
        expect(response.status(), paths[locale]).toBe(200);
        expectSecurityHeaders(response);
        await expectHashedPolicy(response);
      }
    });

    test(`the 404 page (${locale}) has its own hashed policy`, async ({ request }) => {
      const response = await request.get(`/${locale}/no-such-page`);
      expect(response.status()).toBe(404);
      expectSecurityHeaders(response);
      await expectHashedPolicy(response);
    });
  }

  test('pages differ in their hashes (each route is served its own policy)', async ({ request }) => {
    const policy = async (path: string) => (await request.get(path)).headers()['content-security-policy'];
    expect(await policy('/en-US')).not.toBe(await policy('/fr/contact'));
  });

  test('static assets and files get the headers and a policy that lets nothing run', async ({ request }) => {
    const html = await (await request.get('/en-US')).text();
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    for (const path of [chunk!, '/icon.svg', '/robots.txt', '/sitemap.xml', '/en-US/opengraph-image']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
      if (!path.endsWith('opengraph-image')) {
        expect(response.headers()['content-security-policy'], path).toBe(RESOURCE_POLICY);
      }
    }
  });

  test('a missing file answers 404 with the headers', async ({ request }) => {
    const response = await request.get('/no-such-file.txt');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(response.headers()['content-security-policy']).toBeTruthy();
  });

  test('client navigations (RSC payloads) carry the headers too', async ({ request }) => {
    const response = await request.get('/fr/contact', { headers: { RSC: '1' } });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
  });
});

test.describe('no policy violation in use', () => {
  for (const { locale } of locales) {
    test(`every page (${locale}) loads, hydrates and navigates without a violation`, async ({ page }) => {
      for (const { paths } of routes) {
        await page.goto(paths[locale]);
        // Next's client runtime ran: the parser-inserted chunks passed the policy.
        await expect.poll(() => page.evaluate(() => 'next' in window)).toBe(true);
        await page.waitForLoadState('networkidle');
      }
      // A client-side navigation (RSC payload, prefetched chunks) runs under the first page's policy.
      await page.goto(routes[0]!.paths[locale]);
      await page.locator(`footer a[href="${routes[5]!.paths[locale]}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${routes[5]!.paths[locale]}$`));
      await page.waitForLoadState('networkidle');
    });
  }
});

test('the suite-wide guard records a violation', async ({ page, cspViolations }) => {
  await page.goto('/en-US');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://elsewhere.example.test/pixel.gif';
    document.body.append(img);
  });
  // Both channels report it: the event and Chromium's console error.
  await expect.poll(() => cspViolations.filter((v) => v.includes('img-src')).length).toBeGreaterThan(0);
  await expect.poll(() => cspViolations.some((v) => v.startsWith('console:'))).toBe(true);
  cspViolations.length = 0; // provoked on purpose: the guard must not fail this test
});
