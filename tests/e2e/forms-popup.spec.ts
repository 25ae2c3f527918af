import { CONTACT_TEXT, FORMS_HOST, LOCALES, expect, interceptPost, test } from './forms-fixtures';
import { holdScripts } from './support/holdScripts';

for (const { locale, m, home } of LOCALES) {
  test.describe(`contact popup (${locale})`, () => {
    for (const where of ['banner', 'main'] as const) {
      test(`${where}: opens a labelled modal with focus inside, trapped, and Escape returns focus to the button`, async ({
        page,
      }) => {
        await page.goto(home);
        const cta = page.getByRole(where).getByRole('button', { name: m.ContactPopup.cta }).first();
        await expect(cta).toHaveAttribute('aria-haspopup', 'dialog');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await cta.click();
        const dialog = page.getByRole('dialog', { name: m.ContactPopup.title });
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        await expect(dialog.locator('[name="company_name"]')).toBeVisible();
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

        // Tab and Shift+Tab never leave the dialog: every element focused on the way is in it.
        await dialog.evaluate((d) => {
          const w = window as unknown as { focusedOutside: string[]; focusMoves: number };
          w.focusedOutside = [];
          w.focusMoves = 0;
          document.addEventListener('focusin', (e) => {
            w.focusMoves++;
            const el = e.target as Element;
            if (!d.contains(el)) w.focusedOutside.push(el.outerHTML.slice(0, 80));
          });
        });
        for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
        for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+Tab');
        const moves = await page.evaluate(() => {
          const w = window as unknown as { focusedOutside: string[]; focusMoves: number };
          return { outside: w.focusedOutside, count: w.focusMoves };
        });
        expect(moves.outside).toEqual([]);
        expect(moves.count).toBeGreaterThanOrEqual(24);
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(cta).toBeFocused();
      });

      test(`${where}: the close button (Close / Fermer) closes it and focus returns to the button`, async ({
        page,
      }) => {
        await page.goto(home);
        const cta = page.getByRole(where).getByRole('button', { name: m.ContactPopup.cta }).first();
        await cta.click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: m.ContactPopup.close, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(cta).toBeFocused();
      });
    }

    test("a press on the button before the page's scripts have run opens the popup once they have", async ({
      page,
    }) => {
      // The page's scripts come after its first frame: here they are held until the press is made.
      const releaseScripts = await holdScripts(page);
      await page.goto(home, { waitUntil: 'domcontentloaded' });
      await page.getByRole('main').getByRole('button', { name: m.ContactPopup.cta }).first().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      releaseScripts();
      const dialog = page.getByRole('dialog', { name: m.ContactPopup.title });
      await expect(dialog).toBeVisible();
      // Made again once: closed, it stays closed.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.waitForTimeout(500);
      await expect(dialog).toBeHidden();
    });

    test('fetches the form when the pointer reaches the button, not with the page', async ({ page }) => {
      // Other scripts load when the browser is idle: the form's own chunk is told by its export.
      const formScripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        if ((await response.text()).includes('"ContactFormClient"')) formScripts.push(response.url());
      });
      await page.goto(home, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(formScripts).toEqual([]);
      await page.getByRole('main').getByRole('button', { name: m.ContactPopup.cta }).first().hover();
      await expect.poll(() => formScripts.length).toBeGreaterThan(0);
    });

    test('holds the working contact form', async ({ page }) => {
      const bodies = await interceptPost(page, `${FORMS_HOST}/propulso/geo`, { status: 200 });
      await page.goto(home);
      await page.getByRole('main').getByRole('button', { name: m.ContactPopup.cta }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByRole('alert')).toHaveText(m.error_fields);
      await expect(dialog.locator('[name="name"]')).toBeFocused();

      for (const [field, value] of Object.entries(CONTACT_TEXT))
        await dialog.locator(`[name="${field}"]`).fill(value);
      await dialog.locator('[name="activity"]').selectOption('agency');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByRole('status')).toHaveText(m.success_message);
      expect(bodies).toEqual([{ ...CONTACT_TEXT, activity: 'agency', role: '' }]);
    });
  });
}
