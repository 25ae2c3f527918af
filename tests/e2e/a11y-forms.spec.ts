import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { serveFakeGoogleMaps } from './support/fakeGoogleMaps';
import {
  API_HOST,
  CONTACT_TEXT,
  FORMS_HOST,
  LOCALES,
  PDF,
  SIGNUP_TEXT,
  expect,
  fillText,
  holdOptinRedirect,
  interceptPost,
  test,
} from './forms-fixtures';

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

    const sent = [
      {
        name: 'contact',
        path: contact,
        route: 'geo',
        field: 'company_name',
        fill: async (form: Locator) => {
          await fillText(form, CONTACT_TEXT);
          await form.locator('[name="activity"]').selectOption('agency');
        },
      },
      {
        name: 'career',
        path: careers,
        route: 'career',
        field: 'files',
        fill: async (form: Locator) => {
          await fillText(form, { name: 'Alex Roy', email: 'alex@example.com', phone: '418-555-0199' });
          await form.locator('[name="job"]').selectOption('full-stack-developer');
          await form
            .locator('[name="files"]')
            .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
        },
      },
    ];
    for (const { name, path, route, field, fill } of sent)
      test(`${name} form: validation error, then success`, async ({ page }) => {
        await interceptPost(page, `${FORMS_HOST}/propulso/${route}`, { status: 200 });
        await page.goto(path);
        const form = formWith(page, field);
        await submit(form);
        await expect(form.getByRole('alert')).toHaveText(m.error_fields);
        await expectNoAxeViolations(page);

        await fill(form);
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
