import type { Page } from '@playwright/test';
import {
  FORMS_HOST,
  LOCALES,
  PDF,
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

const fields = {
  name: 'Alex Roy',
  email: 'alex@example.com',
  phone: '418-555-0199',
  job: 'full-stack-developer',
};
const expectedBody = (filename: string) => ({
  ...fields,
  files: { filename, content: PDF.toString('base64'), type: 'application/pdf' },
});

const careerForm = (page: Page) => page.locator('form', { has: page.locator('[name="files"]') });

async function fill(page: Page, file: { name: string; buffer: Buffer; mimeType?: string } | null) {
  const form = careerForm(page);
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'job') await form.locator('[name="job"]').selectOption(value);
    else await form.locator(`[name="${field}"]`).fill(value);
  }
  if (file) await form.locator('[name="files"]').setInputFiles({ mimeType: 'application/pdf', ...file });
}

for (const { locale, m, careers } of LOCALES) {
  test.describe(`career form (${locale})`, () => {
    test('missing fields, including the CV, show error_fields and send nothing', async ({ page }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/career`, { status: 200 });
      await page.goto(careers);
      const form = careerForm(page);
      await expect(form.getByLabel(m.CareerForm.job)).toHaveAttribute('name', 'job');
      await submitButton(form).click();
      await expect(form.getByRole('alert')).toHaveText(m.error_fields);
      for (const field of ['name', 'email', 'phone', 'job', 'files'])
        await expect(form.locator(`[name="${field}"]`)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('[name="name"]')).toBeFocused();

      await fill(page, null);
      await submitButton(form).click();
      await expect(form.getByRole('alert')).toHaveText(m.error_fields);
      await expect(form.locator('[name="files"]')).toBeFocused();
      await page.waitForTimeout(300);
      expect(bodies).toHaveLength(0);
    });

    test('a file not named .pdf, not a PDF, or over 10 MB each gets its own message and sends nothing', async ({
      page,
    }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/career`, { status: 200 });
      await page.goto(careers);
      const form = careerForm(page);
      const alert = form.getByRole('alert');
      const submit = submitButton(form);
      const files = form.locator('[name="files"]');

      await fill(page, { name: 'cv.docx', buffer: PDF, mimeType: 'application/msword' });
      await submit.click();
      await expect(alert).toHaveText(m.error_file);
      await expect(files).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('[name="name"]')).not.toHaveAttribute('aria-invalid');
      await expect(files).toBeFocused();

      await files.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('PK\x03\x04 zip'),
      });
      await submit.click();
      await expect(alert).toHaveText(m.error_file_signature);

      // Built in the page: pushing 10 MB through setInputFiles is slow.
      await files.evaluate((input: HTMLInputElement) => {
        const transfer = new DataTransfer();
        const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
        bytes.set([...'%PDF-1.7'].map((c) => c.charCodeAt(0)));
        transfer.items.add(new File([bytes], 'cv.pdf', { type: 'application/pdf' }));
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await submit.click();
      await expect(alert).toHaveText(m.error_file_size.replace('{maxMb}', '10'));
      await page.waitForTimeout(300);
      expect(bodies).toHaveLength(0);
    });

    test('sends the CV as base64 without a data: prefix, shows Sending..., then success', async ({
      page,
      trackers,
    }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/career`, {
        status: 201,
        delayMs: 1500,
      });
      const form = await submitForm(page, careers, careerForm, () =>
        fill(page, { name: 'Alex-CV.PDF', buffer: PDF }),
      );

      await expectSendingThenSuccess(form, m);
      expect(bodies).toEqual([expectedBody('Alex-CV.PDF')]);
      await expectConversions(trackers);
    });

    test('a 500 keeps every value and the CV, brings the button back and reports without them', async ({
      page,
      sentry,
      trackers,
    }) => {
      const cvName = 'Alex-Roy-resume.pdf';
      await interceptPost(page, `${FORMS_HOST}/propulso/career`, { status: 500 });
      const form = await submitForm(page, careers, careerForm, () =>
        fill(page, { name: cvName, buffer: PDF }),
      );

      await expectSendFailed(form, m.error_sending);
      for (const [field, value] of Object.entries(fields))
        await expect(form.locator(`[name="${field}"]`)).toHaveValue(value);
      expect(await form.locator('[name="files"]').evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe(
        cvName,
      );

      await expect.poll(() => sentry.events().length).toBe(1);
      expect(sentry.events()[0]?.contexts?.form).toEqual({
        name: 'career',
        locale,
        reason: 'http',
        status: 500,
        fields: { name: 'filled', email: 'filled', phone: 'filled', job: 'filled', files: 'filled' },
      });
      expect(conversions(trackers)).toEqual([]);
      const base64 = PDF.toString('base64');
      const typed = [fields.name, fields.email, fields.phone, cvName, base64, base64.slice(0, 12)];
      await sentry.expectClean(typed);
    });

    test('a network failure shows error_sending with the button back', async ({ page }) => {
      await interceptPost(page, `${FORMS_HOST}/propulso/career`, { abort: true });
      const form = await submitForm(page, careers, careerForm, () =>
        fill(page, { name: 'cv.pdf', buffer: PDF }),
      );
      await expectSendFailed(form, m.error_sending);
      await expect(form.locator('[name="phone"]')).toHaveValue(fields.phone);
    });
  });
}

// The CV's name is the applicant's text, sent as such and never rendered as HTML.
test('a CV named like HTML is sent as plain text and runs nothing', async ({ page }) => {
  const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/career`, { status: 201 });
  await page.goto(LOCALES[0].careers);
  const name = '<img src=x onerror="window.__cvRan=1">.pdf';
  await fill(page, { name, buffer: PDF });
  await submitButton(careerForm(page)).click();
  await expect(careerForm(page).getByRole('status')).toHaveText(LOCALES[0].m.success_message);
  expect(bodies).toEqual([expectedBody(name)]);
  expect(await page.evaluate(() => 'cvRan' in window || '__cvRan' in window)).toBe(false);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
