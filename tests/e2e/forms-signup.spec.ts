import type { Page } from '@playwright/test';
import {
  API_HOST,
  APP_URL,
  LOCALES,
  SIGNUP_TEXT,
  conversions,
  expect,
  expectConversions,
  expectSendFailed,
  interceptPost,
  submitButton,
  submitForm,
  test,
} from './forms-fixtures';

const SUPPORT_EMAIL = 'support@polyfence.com';
const PASSWORD = 'Str0ng-and-long';
const text = SIGNUP_TEXT;
const selects = { business_category: 'small-business', country: 'CA' };
const ALL_FIELDS = [...Object.keys(text), ...Object.keys(selects), 'terms'];

const expectedBody = (language: 'en' | 'fr') => ({
  organization: {
    name: 'Boutique Soleil',
    website: 'soleil.ca',
    accounting_email: 'billing@soleil.ca',
    type: 'small-business',
    address: {
      street: '123 rue Sainte-Catherine',
      city: 'Montréal',
      state: 'QC',
      postal_code: 'H2X 1Z4',
      country: 'CA',
    },
  },
  user: {
    email: 'marie@soleil.ca',
    first_name: 'Marie',
    last_name: 'Tremblay',
    password: PASSWORD,
    company_role: 'Owner',
    language,
  },
});

const signupForm = (page: Page) => page.locator('form', { has: page.locator('[name="organization_name"]') });

async function fill(page: Page, overrides: Partial<typeof text> = {}, acceptTerms = true) {
  const form = signupForm(page);
  for (const [field, value] of Object.entries({ ...text, ...overrides }))
    await form.locator(`[name="${field}"]`).fill(value);
  for (const [field, value] of Object.entries(selects))
    await form.locator(`[name="${field}"]`).selectOption(value);
  await form.locator('[name="terms"]').setChecked(acceptTerms);
}

async function expectValuesKept(page: Page) {
  const form = signupForm(page);
  for (const [field, value] of Object.entries({ ...text, ...selects }))
    await expect(form.locator(`[name="${field}"]`)).toHaveValue(value);
  await expect(form.locator('[name="terms"]')).toBeChecked();
}

for (const { locale, m, signup, terms } of LOCALES) {
  const language = locale === 'fr' ? 'fr' : 'en';

  test.describe(`signup form (${locale})`, () => {
    test('has the two sections, translated lists and a terms link opening in a new tab', async ({ page }) => {
      await page.goto(signup);
      const form = signupForm(page);
      await expect(form.getByRole('group', { name: m.SignupForm.company, exact: true })).toContainText(
        m.SignupForm.organization_name,
      );
      await expect(form.getByRole('group', { name: m.SignupForm.you, exact: true })).toContainText(
        m.SignupForm.first_name,
      );
      await expect(form.locator('[name="country"] option[value="US"]')).toHaveText(m.FormOptions.country.US);
      await expect(form.locator('[name="business_category"] option[value="small-business"]')).toHaveText(
        m.FormOptions.businessCategory['small-business'],
      );
      const link = form.locator('label', { has: page.locator('a') }).getByRole('link');
      await expect(link).toHaveAttribute('href', terms);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(form.getByRole('checkbox')).toHaveAttribute('name', 'terms');
    });

    test('each rule shows signup_page.general_error on its field and sends nothing', async ({ page }) => {
      const bodies = await interceptPost(page, `${API_HOST}/account/`, { status: 201, body: { token: 't' } });
      await page.goto(signup);
      const form = signupForm(page);
      const submit = submitButton(form);
      const alert = form.getByRole('alert');

      await submit.click();
      await expect(alert).toHaveText(m.signup_page.general_error);
      for (const field of ALL_FIELDS)
        await expect(form.locator(`[name="${field}"]`)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('[name="organization_name"]')).toBeFocused();

      const cases: [string, () => Promise<void>][] = [
        ['password', () => fill(page, { password: 'Short7!', confirm_password: 'Short7!' })],
        ['confirm_password', () => fill(page, { confirm_password: `${PASSWORD}x` })],
        ['terms', () => fill(page, {}, false)],
        ['email', () => fill(page, { email: 'marie@' })],
        ['city', () => fill(page, { city: '  ' })],
      ];
      for (const [field, arrange] of cases) {
        await arrange();
        await submit.click();
        await expect(alert).toHaveText(m.signup_page.general_error);
        await expect(form.locator(`[name="${field}"]`)).toHaveAttribute('aria-invalid', 'true');
        await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
        await expect(form.locator(`[name="${field}"]`)).toBeFocused();
      }
      await page.waitForTimeout(300);
      expect(bodies).toHaveLength(0);
    });

    test('sends the exact body, shows Sending..., then goes to the welcome route with the token', async ({
      page,
      trackers,
    }) => {
      const token = 'abc/DEF+1=';
      const bodies = await interceptPost(page, `${API_HOST}/account/`, {
        status: 201,
        body: { token },
        delayMs: 1500,
      });
      await page.route(`${APP_URL}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>App</h1>' }),
      );
      const form = await submitForm(page, signup, signupForm, () => fill(page));

      await expect(form.getByRole('status')).toHaveText(m.sending);
      await expect(submitButton(form)).toHaveCount(0);
      await page.waitForURL(`${APP_URL}/#/welcome?token=${encodeURIComponent(token)}`);
      expect(bodies).toEqual([expectedBody(language)]);
      await expectConversions(trackers, ['fbq:CompleteRegistration', 'gtag:conversion', 'gtag:sign_up']);
    });

    test('a 2xx without a token is an error, with the button back', async ({ page }) => {
      await interceptPost(page, `${API_HOST}/account/`, { status: 200, body: { ok: true } });
      const form = await submitForm(page, signup, signupForm, () => fill(page));
      await expectSendFailed(form, m.error_sending);
      await expect(page).toHaveURL(new RegExp(`${signup}$`));
    });

    test('a 409 says the account exists, with a working mailto link; values kept', async ({
      page,
      trackers,
    }) => {
      await interceptPost(page, `${API_HOST}/account/`, { status: 409, body: { detail: 'exists' } });
      const form = await submitForm(page, signup, signupForm, () => fill(page));

      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(
        m.signup_page.msg_account_existing.replace('<mail>{email}</mail>', SUPPORT_EMAIL),
      );
      await expect(alert.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT_EMAIL}`,
      );
      await expect(submitButton(form)).toBeVisible();
      await expectValuesKept(page);
      expect(conversions(trackers)).toEqual([]);
    });

    test('a 500 shows error_sending, keeps the values and reports without any of them', async ({
      page,
      sentry,
    }) => {
      await interceptPost(page, `${API_HOST}/account/`, { status: 500 });
      const form = await submitForm(page, signup, signupForm, () => fill(page));

      await expectSendFailed(form, m.error_sending);
      await expectValuesKept(page);
      await expect.poll(() => sentry.events().length).toBe(1);
      expect(sentry.events()[0]?.contexts?.form).toEqual({
        name: 'signup',
        locale,
        reason: 'http',
        status: 500,
        fields: Object.fromEntries(ALL_FIELDS.map((field) => [field, 'filled'])),
      });
      await sentry.expectClean(Object.values(text));
    });

    test('a network failure shows error_sending and keeps the values', async ({ page }) => {
      await interceptPost(page, `${API_HOST}/account/`, { abort: true });
      const form = await submitForm(page, signup, signupForm, () => fill(page));
      await expectSendFailed(form, m.error_sending);
      await expectValuesKept(page);
    });
  });
}
