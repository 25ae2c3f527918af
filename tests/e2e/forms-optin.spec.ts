import type { Page, Request } from '@playwright/test';
import { BASE_URL } from './env';
import {
  LOCALES,
  OPTIN_REDIRECT,
  conversions,
  expect,
  expectConversions,
  expectSendFailed,
  holdOptinRedirect,
  submitButton,
  test,
  submitForm,
} from './forms-fixtures';

const LIST = 'https://list.example.test/subscribe/post-json';
type Answer = 'call' | 'hang' | 'error';

/** Answers the JSONP requests: calling the callback, never answering, or failing to load. */
async function interceptList(page: Page, answer: Answer, delayMs = 0) {
  const requests: URL[] = [];
  await page.route(`${LIST}**`, async (route, request: Request) => {
    const url = new URL(request.url());
    requests.push(url);
    if (answer === 'hang') return;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (answer === 'error') return route.abort('failed');
    const callback = url.searchParams.get('c');
    return route.fulfill({
      contentType: 'application/javascript',
      body: `${callback}({"result":"success","msg":"Almost finished..."})`,
    });
  });
  return requests;
}

for (const { locale, m, home } of LOCALES) {
  const optinForm = (page: Page) => page.getByRole('form', { name: m.OptinForm.label });
  /** The home page's form, sent with an address typed in. */
  const subscribe = (page: Page) =>
    submitForm(page, home, optinForm, () => optinForm(page).locator('[name="EMAIL"]').fill('jo@example.com'));

  test.describe(`opt-in form (${locale})`, () => {
    test('an invalid email shows error_valid_email and requests nothing', async ({ page }) => {
      const requests = await interceptList(page, 'call');
      await page.goto(home);
      const form = optinForm(page);
      const email = form.getByLabel(m.OptinForm.email);
      await expect(email).toHaveAttribute('name', 'EMAIL');
      for (const value of ['', 'jo@', 'jo@example']) {
        await email.fill(value);
        await submitButton(form).click();
        await expect(form.getByRole('alert')).toHaveText(m.error_valid_email);
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toBeFocused();
      }
      await page.waitForTimeout(300);
      expect(requests).toHaveLength(0);
    });

    test('subscribes over JSONP, then hides the input and thanks the visitor', async ({ page, trackers }) => {
      const requests = await interceptList(page, 'call', 1000);
      await holdOptinRedirect(page);
      await page.goto(home);
      const form = optinForm(page);
      await form.locator('[name="EMAIL"]').fill('jo+news@example.com');
      expect(conversions(trackers)).toEqual([]);
      await submitButton(form).click();

      await expect(form.getByRole('status')).toHaveText(m.sending);
      await expect(submitButton(form)).toHaveCount(0);
      await expect(form.getByRole('status')).toHaveText(m.optin_success);
      await expect(form.locator('[name="EMAIL"]')).toHaveCount(0);
      await expect(submitButton(form)).toHaveCount(0);

      expect(requests).toHaveLength(1);
      const url = requests[0]!;
      expect(Object.fromEntries(url.searchParams)).toEqual({
        u: 'U123',
        id: 'L456',
        EMAIL: 'jo+news@example.com',
        SIGNUP: 'website',
        c: expect.stringMatching(/^__jsonp_\w+$/),
      });
      // The script and its global callback are gone.
      await expect(page.locator(`script[src*="list.example.test"]`)).toHaveCount(0);
      expect(await page.evaluate((name) => name in window, url.searchParams.get('c')!)).toBe(false);
      await expectConversions(trackers);
    });

    test('after the thank-you has shown for a while, the visitor lands on the configured page', async ({
      page,
    }) => {
      await page.clock.install();
      await interceptList(page, 'call');
      const landed: string[] = [];
      await page.route(OPTIN_REDIRECT, (route) => {
        landed.push(route.request().url());
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Welcome</title><h1>Welcome aboard</h1></html>',
        });
      });
      const form = await subscribe(page);

      await expect(form.getByRole('status')).toHaveText(m.optin_success);
      // Time to read it: two seconds on, still the thank-you, on the same page.
      await page.clock.runFor(2_000);
      await expect(form.getByRole('status')).toHaveText(m.optin_success);
      expect(page.url()).toBe(`${BASE_URL}${home}`);
      expect(landed).toEqual([]);

      await page.clock.runFor(1_500);
      await page.waitForURL(OPTIN_REDIRECT);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard');
      expect(landed).toEqual([OPTIN_REDIRECT]);
    });

    test('no answer within 10 s ends in error_sending, keeps the email and reports a timeout', async ({
      page,
      sentry,
    }) => {
      await page.clock.install();
      await interceptList(page, 'hang');
      const form = await subscribe(page);
      await expect(form.getByRole('status')).toHaveText(m.sending);

      await page.clock.fastForward(9_000);
      await expect(form.getByRole('status')).toHaveText(m.sending);
      await page.clock.fastForward(1_000);
      await expect(form.getByRole('alert')).toHaveText(m.error_sending);
      await expect(form.locator('[name="EMAIL"]')).toHaveValue('jo@example.com');
      await expect(submitButton(form)).toBeVisible();
      await expect(page.locator(`script[src*="list.example.test"]`)).toHaveCount(0);
      await expect
        .poll(() => sentry.events()[0]?.contexts?.form)
        .toMatchObject({
          name: 'optin',
          locale,
          reason: 'timeout',
          fields: { EMAIL: 'filled' },
        });
      expect(sentry.raw.join('\n')).not.toContain('jo@example.com');
    });

    test('a script that fails to load ends in error_sending with the button back', async ({ page }) => {
      await interceptList(page, 'error');
      const form = await subscribe(page);
      await expectSendFailed(form, m.error_sending);
      await expect(form.locator('[name="EMAIL"]')).toHaveValue('jo@example.com');
    });
  });
}
