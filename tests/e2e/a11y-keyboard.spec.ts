import type { Page } from '@playwright/test';
import {
  API_HOST,
  APP_URL,
  CONTACT_TEXT,
  FORMS_HOST,
  LOCALES,
  PDF,
  SIGNUP_TEXT,
  expect,
  interceptPost,
  test,
} from './forms-fixtures';

// The contact, career and signup forms completed with the keyboard only (Tab, typing,
// Space, Enter, arrows). The file picker is the browser's own dialog: its input is reached by Tab and
// given the file with setInputFiles.

/** Presses Tab until the control named `name` has focus (it must be reachable in tab order). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((n) => document.activeElement?.getAttribute('name') === n, name)) return;
  }
  throw new Error(`Tab never reached [name="${name}"]`);
}

async function tabToSubmit(page: Page) {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.type === 'submit'))
      return;
  }
  throw new Error('Tab never reached the submit button');
}

/** Fills text fields in tab order, typing each value. */
async function typeInto(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await tabTo(page, name);
    await page.keyboard.type(value);
  }
}

/** The signup's text values of `names`, in that order (its selects and checkbox come between). */
const signupText = (...names: (keyof typeof SIGNUP_TEXT)[]) =>
  Object.fromEntries(names.map((name) => [name, SIGNUP_TEXT[name]]));

/** Picks a <select> option with the arrow keys (a closed select changes value on ArrowDown/ArrowUp). */
async function chooseWithArrows(page: Page, name: string, value: string) {
  await tabTo(page, name);
  const { from, to } = await page.evaluate((v) => {
    const select = document.activeElement as HTMLSelectElement;
    return { from: select.selectedIndex, to: [...select.options].findIndex((o) => o.value === v) };
  }, value);
  expect(to).toBeGreaterThanOrEqual(0);
  for (let i = from; i < to; i++) await page.keyboard.press('ArrowDown');
  for (let i = from; i > to; i--) await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe(value);
}

/** The page's own form, not the one in a contact popup's (closed) dialog. */
const formWith = (page: Page, field: string) =>
  page.getByRole('main').locator('form:not(dialog form)', { has: page.locator(`[name="${field}"]`) });

for (const { locale, m, contact, careers, signup } of LOCALES) {
  test.describe(`keyboard only (${locale})`, () => {
    test('the contact form', async ({ page }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200 });
      await page.goto(contact);
      await typeInto(page, CONTACT_TEXT);
      await chooseWithArrows(page, 'activity', 'retail');
      await typeInto(page, { role: 'CMO' });
      await tabToSubmit(page);
      await page.keyboard.press('Enter');
      const form = formWith(page, 'company_name');
      await expect(form.getByRole('status')).toHaveText(m.success_message);
      expect(bodies).toEqual([{ ...CONTACT_TEXT, activity: 'retail', role: 'CMO' }]);
    });

    test('the career form', async ({ page }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/career`, { status: 200 });
      await page.goto(careers);
      await typeInto(page, { name: 'Alex Roy', email: 'alex@example.com', phone: '418-555-0199' });
      await chooseWithArrows(page, 'job', 'full-stack-developer');
      await tabTo(page, 'files');
      await page
        .locator('[name="files"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(formWith(page, 'files').locator('[name="files"]')).toBeFocused();
      await tabToSubmit(page);
      await page.keyboard.press('Space');
      const form = formWith(page, 'files');
      await expect(form.getByRole('status')).toHaveText(m.success_message);
      expect(bodies).toEqual([
        {
          name: 'Alex Roy',
          email: 'alex@example.com',
          phone: '418-555-0199',
          job: 'full-stack-developer',
          files: { filename: 'cv.pdf', content: PDF.toString('base64'), type: 'application/pdf' },
        },
      ]);
    });

    test('the signup form, ending on the welcome route', async ({ page }) => {
      const bodies = await interceptPost(page, `${API_HOST}/account/`, {
        status: 201,
        body: { token: 'tok 1' },
      });
      await page.route(`${APP_URL}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>App</h1>' }),
      );
      await page.goto(signup);
      await typeInto(page, signupText('organization_name', 'organization_email', 'website_name'));
      await chooseWithArrows(page, 'business_category', 'reseller');
      await typeInto(page, signupText('address', 'city', 'province', 'postal_code'));
      await chooseWithArrows(page, 'country', 'CA');
      await typeInto(
        page,
        signupText(
          'first_name',
          'last_name',
          'email',
          'form_organization_role',
          'password',
          'confirm_password',
        ),
      );
      await tabTo(page, 'terms');
      await page.keyboard.press('Space');
      await expect(formWith(page, 'terms').locator('[name="terms"]')).toBeChecked();
      await tabToSubmit(page);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${APP_URL}/#/welcome?token=${encodeURIComponent('tok 1')}`);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        organization: {
          name: 'Boutique Soleil',
          type: 'reseller',
          address: { country: 'CA', city: 'Montréal' },
        },
        user: { email: 'marie@soleil.ca', company_role: 'Owner', language: locale === 'fr' ? 'fr' : 'en' },
      });
    });
  });
}
