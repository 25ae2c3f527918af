import type { Locator, Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '@polyfence/lead-contract';
import {
  API_HOST,
  FORMS_HOST,
  LOCALES,
  PDF,
  SIGNUP_TEXT,
  conversions,
  expect,
  interceptPost,
  test,
  fillText,
} from './forms-fixtures';

// Every form carries an invisible honeypot; filled, the form shows its usual success and
// counts no conversion. A lead still goes to the forms host, the trap's value with it, for the
// host to keep as spam; the account API and the mailing list get nothing.

const LIST = 'https://list.example.test/subscribe/post-json**';

type FormCase = {
  name: string;
  path: (l: (typeof LOCALES)[number]) => string;
  form: (page: Page, m: (typeof LOCALES)[number]['m']) => Locator;
  fill: (form: Locator) => Promise<void>;
  success: (m: (typeof LOCALES)[number]['m']) => string;
  /** The form posts to the forms host, which keeps a filled trap as spam. */
  keptAsSpam?: true;
};

const FORMS: FormCase[] = [
  {
    name: 'contact',
    path: (l) => l.contact,
    form: (page) =>
      page.getByRole('main').locator('form:not(dialog form)', { has: page.locator('[name="company_name"]') }),
    fill: async (form) => {
      await fillText(form, {
        name: 'Spam Bot',
        company_name: 'Spam Inc',
        email: 'bot@spam.example',
        phone: '1',
      });
      await form.locator('[name="activity"]').selectOption('other');
    },
    success: (m) => m.success_message,
    keptAsSpam: true,
  },
  {
    name: 'career',
    path: (l) => l.careers,
    form: (page) => page.locator('form', { has: page.locator('[name="files"]') }),
    fill: async (form) => {
      await fillText(form, { name: 'Spam Bot', email: 'bot@spam.example', phone: '1' });
      await form.locator('[name="job"]').selectOption('sales-representative');
      await form
        .locator('[name="files"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    },
    success: (m) => m.success_message,
    keptAsSpam: true,
  },
  {
    name: 'signup',
    path: (l) => l.signup,
    form: (page) => page.locator('form', { has: page.locator('[name="organization_name"]') }),
    fill: async (form) => {
      await fillText(form, SIGNUP_TEXT);
      await form.locator('[name="business_category"]').selectOption('other');
      await form.locator('[name="country"]').selectOption('CA');
      await form.locator('[name="terms"]').check();
    },
    success: (m) => m.signup_page.msg_success,
  },
  {
    name: 'opt-in',
    path: (l) => l.home,
    // By its name: once subscribed, its email field is gone.
    form: (page, m) => page.getByRole('form', { name: m.OptinForm.label }),
    fill: (form) => fillText(form, { EMAIL: 'bot@spam.example' }),
    success: (m) => m.optin_success,
  },
];

for (const l of LOCALES) {
  test.describe(`honeypot (${l.locale})`, () => {
    for (const c of FORMS) {
      const does = c.keptAsSpam ? 'sends it to the forms host as spam' : 'sends nothing';
      test(`the ${c.name} form thanks a filled trap and ${does}`, async ({ page, trackers }) => {
        const leads = await interceptPost(page, `${FORMS_HOST}/propulso/{geo,career}`, { status: 201 });
        const accounts = await interceptPost(page, `${API_HOST}/**`, { status: 201, body: { token: 't' } });
        const subscriptions: string[] = [];
        await page.route(LIST, (route) => {
          subscriptions.push(route.request().url());
          return route.abort();
        });
        await page.goto(c.path(l));
        const form = c.form(page, l.m);
        const trap = form.locator(`[name="${HONEYPOT_FIELD}"]`);
        // Out of reach for people: not in the tab order, hidden from assistive tech.
        await expect(trap).toHaveAttribute('tabindex', '-1');
        await expect(form.locator(`[aria-hidden="true"]:has([name="${HONEYPOT_FIELD}"])`)).toHaveCount(1);

        await c.fill(form);
        // What a form-filling bot does.
        await trap.fill('https://spam.example');
        await form.locator('button[type="submit"]').click();
        await expect(form.getByRole('status')).toHaveText(c.success(l.m));

        await page.waitForTimeout(500);
        if (c.keptAsSpam) {
          expect(leads).toEqual([expect.objectContaining({ [HONEYPOT_FIELD]: 'https://spam.example' })]);
        } else expect(leads).toEqual([]);
        expect(accounts).toEqual([]);
        expect(subscriptions).toEqual([]);
        expect(conversions(trackers)).toEqual([]);
        expect(new URL(page.url()).pathname).toBe(c.path(l));
      });
    }
  });
}
