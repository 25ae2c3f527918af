import type { Page } from '@playwright/test';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_PATH, PROOF_OF_WORK_HEADER } from '@polyfence/lead-contract';
import { expect, test } from './fixtures';
import { CONTACT_TEXT, FORMS_HOST, LOCALES } from './forms-fixtures';
import budget from '../../perf-budget.json';
import { measurePage, pageRoutes } from '../../scripts/measure-page.mjs';

// Text only the proof of work's solver (altcha-lib) holds, minified or not.
const SOLVER_SIGNATURE = 'keyPrefix must be a non-empty hex string';

/** Records the page's challenge requests and the URLs of the scripts it loads. */
function watch(page: Page) {
  const challenges: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CHALLENGE_PATH) challenges.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const solverLoaded = async () => {
    for (const url of scripts)
      if ((await (await page.request.get(url)).text()).includes(SOLVER_SIGNATURE)) return true;
    return false;
  };
  return { challenges, solverLoaded };
}

// Bytes are exact (unlike Lighthouse timings), so CI fails when a page grows past its budget:
// jsOverBare times the bare Next page's bytes, which `npm run bench` measures beside the site
// and checks against bareJsKB.
const limitKB = budget.jsOverBare * budget.bareJsKB;

for (const route of pageRoutes) {
  for (const locale of ['en-US', 'fr'] as const) {
    test(`${route[locale]} sends at most ${budget.jsOverBare} × a bare Next page's JS before any interaction`, async ({
      page,
    }) => {
      const seen = watch(page);
      // In gzip, as the bare page is sent, whatever compression the site's server chose.
      const { jsGzipBytes } = await measurePage(page, route[locale]);
      expect(jsGzipBytes / 1024, `JS KB on ${route[locale]}`).toBeLessThanOrEqual(limitKB);
      expect(jsGzipBytes).toBeGreaterThan(0);
      // The proof of work waits for a form's first use: neither its code nor a challenge yet.
      expect(seen.challenges).toEqual([]);
      expect(await seen.solverLoaded(), 'the proof-of-work solver in the first load').toBe(false);
    });
  }
}

// The forms host's side, as packages/forms-host signs and checks challenges (a small cost here).
const secrets = { hmacSignatureSecret: 'e2e-challenge', hmacKeySignatureSecret: 'e2e-key' };
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };

/** Serves signed challenges at the forms host; resolves with the POST's proof header once posted. */
async function serveChallenges(page: Page) {
  await page.route(`${FORMS_HOST}${CHALLENGE_PATH}`, async (route) =>
    route.fulfill({
      headers: { ...CORS, 'Cache-Control': 'no-store' },
      json: await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 100,
        counter: 50,
        deriveKey,
        expiresAt: new Date(Date.now() + 10 * 60_000),
        ...secrets,
      }),
    }),
  );
  const proofs: (string | null)[] = [];
  await page.route(`${FORMS_HOST}/propulso/geo`, (route, request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    proofs.push(request.headers()[PROOF_OF_WORK_HEADER.toLowerCase()] ?? null);
    return route.fulfill({ status: 201, headers: CORS, json: { id: 'x' } });
  });
  return proofs;
}

for (const { locale, m, contact, careers, home } of LOCALES) {
  test(`(${locale}) the contact form fetches its challenge and solver on first focus, and posts a proof the host accepts`, async ({
    page,
  }) => {
    const proofs = await serveChallenges(page);
    const seen = watch(page);
    await page.goto(contact);
    await page.waitForLoadState('networkidle');
    expect(seen.challenges).toEqual([]);
    const form = page.getByRole('main').locator('form', { has: page.locator('[name="company_name"]') });
    await form.locator('[name="name"]').focus();
    await expect.poll(() => seen.challenges).toEqual([`${FORMS_HOST}${CHALLENGE_PATH}`]);
    await expect.poll(() => seen.solverLoaded()).toBe(true);

    for (const [field, value] of Object.entries(CONTACT_TEXT))
      await form.locator(`[name="${field}"]`).fill(value);
    await form.locator('[name="activity"]').selectOption('agency');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(m.success_message);
    // One challenge for the whole filling, spent by the one post.
    expect(seen.challenges).toHaveLength(1);
    expect(proofs).toHaveLength(1);
    const { challenge, solution } = JSON.parse(Buffer.from(proofs[0]!, 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    expect((await verifySolution({ challenge, solution, deriveKey, ...secrets })).verified).toBe(true);
  });

  test(`(${locale}) the career form and the popup fetch a challenge on first focus only`, async ({
    page,
  }) => {
    await serveChallenges(page);
    const seen = watch(page);
    await page.goto(careers);
    await page.waitForLoadState('networkidle');
    expect(seen.challenges).toHaveLength(0);
    await page.locator('form [name="email"]').focus();
    await expect.poll(() => seen.challenges).toHaveLength(1);

    await page.goto(home);
    await page.waitForLoadState('networkidle');
    expect(seen.challenges).toHaveLength(1);
    await page.getByRole('main').getByRole('button', { name: m.ContactPopup.cta }).first().click();
    await page.getByRole('dialog').locator('[name="name"]').focus();
    await expect.poll(() => seen.challenges).toHaveLength(2);
  });
}
