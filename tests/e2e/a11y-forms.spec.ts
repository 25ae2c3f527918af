import { mergeTests, type Page } from '@playwright/test';
import { test as siteTest } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { serveFakeGoogleMaps } from './support/fakeGoogleMaps';
import {
  API_HOST,
  FORMS_HOST,
  LOCALES,
  PDF,
  SIGNUP_TEXT,
  expect,
  holdOptinRedirect,
  interceptPost,
  test as formsTest,
} from './forms-fixtures';

// The site's fixtures (CSP guard, stored consent choice) with the forms' (trackers, Sentry stand-ins).
const test = mergeTests(siteTest, formsTest);

// Axe (WCAG 2.2 AA) in the states a visitor reaches with the forms: the popup open,
// each form showing its validation error and its outcome.
// Visible only: the header's contact popup holds a second (closed) contact form.
const formWith = (page: Page, field: string) =>
  page.locator('form', { has: page.locator(`[name="${field}"]`) }).filter({ visible: true });
const submit = (form: ReturnType<typeof formWith>) => form.locator('button[type="submit"]').click();

for (const { locale, m, home, contact, careers, signup } of LOCALES) {
  test.describe(`axe on the forms (${locale})`, () => {
    test('contact popup open', async ({ page }) => {
      await serveFakeGoogleMaps(page);
      await page.goto(home);
      await page.getByRole('button', { name: m.ContactPopup.cta }).first().click();
      await expect(page.getByRole('dialog', { name: m.ContactPopup.title })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('contact form: validation error, then success', async ({ page }) => {
      await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200 });
      await page.goto(contact);
      const form = formWith(page, 'company_name');
      await submit(form);
      await expect(form.getByRole('alert')).toHaveText(m.error_fields);
      await expectNoAxeViolations(page);

      await form.locator('[name="name"]').fill('Jo Gagnon');
      await form.locator('[name="company_name"]').fill('Agence Nord');
      await form.locator('[name="email"]').fill('jo@nord.ca');
      await form.locator('[name="phone"]').fill('819-555-0123');
      await form.locator('[name="activity"]').selectOption('agency');
      await submit(form);
      await expect(form.getByRole('status')).toHaveText(m.success_message);
      await expectNoAxeViolations(page);
    });

    test('career form: validation error, then success', async ({ page }) => {
      await interceptPost(page, `${FORMS_HOST}/propulso/career`, { status: 200 });
      await page.goto(careers);
      const form = formWith(page, 'files');
      await submit(form);
      await expect(form.getByRole('alert')).toHaveText(m.error_fields);
      await expectNoAxeViolations(page);

      await form.locator('[name="name"]').fill('Alex Roy');
      await form.locator('[name="email"]').fill('alex@example.com');
      await form.locator('[name="phone"]').fill('418-555-0199');
      await form.locator('[name="job"]').selectOption('full-stack-developer');
      await form
        .locator('[name="files"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await submit(form);
      await expect(form.getByRole('status')).toHaveText(m.success_message);
      await expectNoAxeViolations(page);
    });

    test('signup form: validation error, then the existing-account message', async ({ page }) => {
      await interceptPost(page, `${API_HOST}/account/`, { status: 409, body: {} });
      await page.goto(signup);
      const form = formWith(page, 'organization_name');
      await submit(form);
      await expect(form.getByRole('alert')).toHaveText(m.signup_page.general_error);
      await expectNoAxeViolations(page);

      const values: Record<string, string> = SIGNUP_TEXT;
      for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
      await form.locator('[name="business_category"]').selectOption('retail');
      await form.locator('[name="country"]').selectOption('CA');
      await form.locator('[name="terms"]').check();
      await submit(form);
      await expect(form.getByRole('alert')).toBeVisible();
      await expect(form.locator('button[type="submit"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('opt-in form: invalid email, then thanks', async ({ page }) => {
      await serveFakeGoogleMaps(page);
      await holdOptinRedirect(page);
      await page.route('https://list.example.test/**', (route) => {
        const callback = new URL(route.request().url()).searchParams.get('c');
        return route.fulfill({
          contentType: 'application/javascript',
          body: `${callback}({"result":"success"})`,
        });
      });
      await page.goto(home);
      const form = page.getByRole('form', { name: m.OptinForm.label });
      await form.locator('[name="EMAIL"]').fill('jo@');
      await submit(form);
      await expect(form.getByRole('alert')).toHaveText(m.error_valid_email);
      await expectNoAxeViolations(page);

      await form.locator('[name="EMAIL"]').fill('jo@example.com');
      await submit(form);
      await expect(form.getByRole('status')).toHaveText(m.optin_success);
      await expectNoAxeViolations(page);
    });
  });
}
