import type { Page } from '@playwright/test';
import {
  FORMS_HOST,
  LOCALES,
  conversions,
  expect,
  expectConversions,
  expectSendFailed,
  expectSendingThenSuccess,
  interceptPost,
  submitButton,
  submitForm,
  test,
} from './forms-fixtures';
import { CONTACT_REQUEST } from '../../packages/lead-contract/test/samples';
import { holdScripts } from './support/holdScripts';

const request = CONTACT_REQUEST;
const REQUIRED = ['name', 'company_name', 'email', 'phone', 'activity'] as const;

const contactForm = (page: Page) =>
  page.locator('form', { has: page.locator('[name="company_name"]') }).filter({ visible: true });

async function fill(page: Page, values: Partial<typeof request> = request) {
  const form = contactForm(page);
  for (const [field, value] of Object.entries(values)) {
    const control = form.locator(`[name="${field}"]`);
    if (field === 'activity') await control.selectOption(value);
    else await control.fill(value);
  }
}

for (const { locale, m, contact, home } of LOCALES) {
  /** The contact page, its posts to the forms host answered 200 and kept. */
  const openWatched = async (page: Page) => {
    const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200 });
    await page.goto(contact);
    return { bodies, form: contactForm(page) };
  };

  test.describe(`contact form (${locale})`, () => {
    test('every control has a visible label and the translated activities', async ({ page }) => {
      await page.goto(contact);
      const form = contactForm(page);
      for (const field of Object.keys(request) as (keyof typeof request)[])
        await expect(form.getByLabel(m.ContactForm[field], { exact: true })).toHaveAttribute('name', field);
      await expect(form.locator('[name="activity"] option[value="consultants"]')).toHaveText(
        m.FormOptions.activity.consultants,
      );
      await expect(submitButton(form)).toHaveCount(1);
    });

    test('before its code runs the form cannot be sent; what was typed is kept and sent once after', async ({
      page,
    }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200 });
      // Every script is held back: the visitor types and presses Enter before the form's code runs.
      const releaseScripts = await holdScripts(page);
      await page.goto(contact, { waitUntil: 'domcontentloaded' });
      // Styled from the first paint, before any of its code has loaded.
      expect(await contactForm(page).evaluate((form) => getComputedStyle(form).display)).toBe('grid');
      const submit = submitButton(contactForm(page));
      await expect(submit).toBeDisabled();
      await fill(page);
      await contactForm(page).locator('[name="role"]').press('Enter');
      expect(new URL(page.url()).search).toBe(''); // no native GET submit of the fields
      expect(bodies).toEqual([]);

      releaseScripts();
      await expect(submit).toBeEnabled();
      await expect(contactForm(page).locator('[name="email"]')).toHaveValue(request.email);
      await submit.click();
      await expect(contactForm(page).getByRole('status')).toHaveText(m.success_message);
      expect(bodies).toEqual([request]);
      expect(new URL(page.url()).search).toBe('');
    });

    test('reached by client-side navigation, the form works', async ({ page }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200 });
      await page.goto(home, { waitUntil: 'networkidle' });
      // A soft navigation (no document load) to the contact page.
      await page.evaluate(
        (href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click(),
        contact,
      );
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await fill(page);
      await submitButton(contactForm(page)).click();
      await expect(contactForm(page).getByRole('status')).toHaveText(m.success_message);
      expect(bodies).toEqual([request]);
    });

    test('missing fields show error_fields, mark the fields, focus the first and send nothing', async ({
      page,
    }) => {
      const { bodies, form } = await openWatched(page);
      await submitButton(form).click();

      await expect(form.getByRole('alert')).toHaveText(m.error_fields);
      for (const field of REQUIRED)
        await expect(form.locator(`[name="${field}"]`)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('[name="role"]')).not.toHaveAttribute('aria-invalid');
      await expect(form.locator('[name="name"]')).toBeFocused();
      const describedBy = await form.locator('[name="name"]').getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(m.error_fields);

      // Role is optional; one missing required field is enough to block.
      await fill(page, { ...request, phone: '', role: '' });
      await submitButton(form).click();
      await expect(form.getByRole('alert')).toHaveText(m.error_fields);
      await expect(form.locator('[name="phone"]')).toBeFocused();
      await expect(form.locator('[name="name"]')).not.toHaveAttribute('aria-invalid');
      await page.waitForTimeout(300);
      expect(bodies).toHaveLength(0);
    });

    test('a pasted control character is named in its field, keeps every value and sends nothing', async ({
      page,
    }) => {
      const { bodies, form } = await openWatched(page);
      await fill(page, { ...request, company_name: 'Boutique\u0007Soleil' });
      await submitButton(form).click();

      await expect(form.getByRole('alert')).toHaveText(m.error_control_characters);
      await expect(form.locator('[name="company_name"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('[name="company_name"]')).toBeFocused();
      await expect(form.locator('[name="company_name"]')).toHaveValue('Boutique\u0007Soleil');
      await expect(form.locator('[name="name"]')).toHaveValue(request.name);
      await page.waitForTimeout(300);
      expect(bodies).toHaveLength(0);
    });

    test('sends the exact body, shows Sending... without the button, then the success message', async ({
      page,
      trackers,
    }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200, delayMs: 1500 });
      const form = await submitForm(page, contact, contactForm, () => fill(page));

      await expectSendingThenSuccess(form, m);
      await expect(form.getByRole('alert')).toBeEmpty();
      expect(bodies).toEqual([request]);
      await expectConversions(trackers);
    });

    test('a 500 shows error_sending with the button back and every value kept; no conversion; reported without them', async ({
      page,
      trackers,
      sentry,
    }) => {
      const bodies = await interceptPost(
        page,
        `${FORMS_HOST}/propulso/geo`,
        { status: 500 },
        { status: 200 },
      );
      const form = await submitForm(page, contact, contactForm, () => fill(page));

      await expectSendFailed(form, m.error_sending);
      for (const [field, value] of Object.entries(request))
        await expect(form.locator(`[name="${field}"]`)).toHaveValue(value);
      await expect.poll(() => sentry.events().length).toBe(1);
      // Which fields were filled, not what they hold.
      expect(sentry.events()[0]?.contexts?.form).toEqual({
        name: 'contact',
        locale,
        reason: 'http',
        status: 500,
        fields: {
          name: 'filled',
          company_name: 'filled',
          email: 'filled',
          phone: 'filled',
          activity: 'filled',
          role: 'filled',
        },
      });
      expect(conversions(trackers)).toEqual([]);

      // The visitor tries again: this time it goes through, and only now is it a conversion.
      await submitButton(form).click();
      await expect(form.getByRole('status')).toHaveText(m.success_message);
      expect(bodies).toEqual([request, request]);
      await expectConversions(trackers);
      const { name, company_name, email, phone, role } = request;
      await sentry.expectClean([name, company_name, email, phone, role]);
    });

    test('a network failure shows error_sending with the button back and the values kept', async ({
      page,
      sentry,
    }) => {
      await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { abort: true });
      const form = await submitForm(page, contact, contactForm, () => fill(page));

      await expectSendFailed(form, m.error_sending);
      await expect(form.locator('[name="email"]')).toHaveValue(request.email);
      await expect(form.locator('[name="activity"]')).toHaveValue(request.activity);
      await expect.poll(() => sentry.events()[0]?.contexts?.form?.reason).toBe('network');
    });
  });
}

test.describe('contact form, visitor who refused tracking', () => {
  test.use({ storedConsent: 'a0.d0' });

  test('a success requests no tracker script, fires no conversion and sets no tracking cookie', async ({
    page,
    trackers,
  }) => {
    const { contact, m } = LOCALES[0]!;
    const trackerRequests: string[] = [];
    page.on('request', (r) => {
      if (/googletagmanager|google-analytics|facebook\.net|doubleclick/.test(r.url()))
        trackerRequests.push(r.url());
    });
    await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200 });
    const form = await submitForm(page, contact, contactForm, () => fill(page));
    await expect(form.getByRole('status')).toHaveText(m.success_message);
    await page.waitForTimeout(1500);
    expect(trackerRequests).toEqual([]);
    expect(conversions(trackers)).toEqual([]);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies.filter((n) => /^(_ga|_gcl|_fbp)/.test(n))).toEqual([]);
  });
});

// The page's promise comes from the call-back clock's own setting, LEADS_CALLBACK_WITHIN
// (unset in this build: one business day), worded in each language.
test('the contact page promises the call-back clock’s window, in each language', async ({ page }) => {
  for (const [locale, words] of [
    ['en-US', 'usually within one business day.'],
    ['fr', 'habituellement d’ici un jour ouvrable.'],
  ] as const) {
    await page.goto(`/${locale}/contact`);
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
  }
});
