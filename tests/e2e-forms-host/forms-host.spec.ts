import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { HONEYPOT_FIELD } from '@polyfence/lead-contract';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { RESOURCE_POLICY, expectSecurityHeaders } from '../e2e/support/securityHeaders';
import { fillIn } from '../e2e/support/fillIn';
import { BARE_DATA_DIR } from './env';

/** A row of the running server's database, read as an operator would. */
function row<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(path.join(BARE_DATA_DIR, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** Nothing leaves the machine: requests to any other host are refused and listed. */
async function stayOnSite(page: Page) {
  const elsewhere: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  return elsewhere;
}

const unique = () => randomBytes(4).toString('hex');

/** A contact request's fields but its name, as a visitor types them. */
const CONTACT = {
  company_name: 'Boulangerie Côté',
  email: 'elise@example.test',
  phone: '514 555 0100',
  activity: 'retail',
};

// The page's own contact form, not the one in the header's (closed) popup.
const contactForm = (page: Page) =>
  page.locator('form', { has: page.locator('[name="company_name"]') }).filter({ visible: true });

test.describe('no forms host configured: the site keeps its own leads', () => {
  test('a contact request sent from the French contact page is stored', async ({ page, baseURL }) => {
    const elsewhere = await stayOnSite(page);
    const name = `Élise Contact ${unique()}`;
    await page.goto('/fr/contact');
    const form = contactForm(page);
    await fillIn(form, fr.ContactForm, { name, ...CONTACT, role: 'Propriétaire' });

    const request = page.waitForRequest((r) => r.url().endsWith('/propulso/geo') && r.method() === 'POST');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(fr.success_message);

    const sent = await request;
    expect(new URL(sent.url()).origin).toBe(baseURL);
    // A person's request is the contract's body, the empty spam trap left out.
    expect(Object.keys(sent.postDataJSON() as object)).not.toContain(HONEYPOT_FIELD);
    expect(row('SELECT * FROM contact_requests WHERE name = ?', name)).toMatchObject({
      ...CONTACT,
      role: 'Propriétaire',
      locale: 'fr',
    });
    // Its proof of work was solved while the fields were typed: a lead for the team, not spam.
    const { id } = row<{ id: string }>('SELECT id FROM contact_requests WHERE name = ?', name)!;
    expect(row('SELECT status, spam_reasons FROM lead_work WHERE lead_id = ?', id)).toEqual({
      status: 'new',
      spam_reasons: null,
    });
    expect(elsewhere).toEqual([]);
  });

  test('an application sent from the English careers page is stored with its CV byte for byte', async ({
    page,
  }) => {
    const elsewhere = await stayOnSite(page);
    const name = `Sam Career ${unique()}`;
    const cv = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(50_000)]);
    await page.goto('/en-US/careers');
    const form = page.locator('form', { has: page.locator('[name="files"]') });
    await fillIn(form, en.CareerForm, {
      name,
      email: 'sam@example.test',
      phone: '438 555 0199',
      job: 'sales-representative',
    });
    await form
      .locator('[name="files"]')
      .setInputFiles({ name: 'Sam CV.pdf', mimeType: 'application/pdf', buffer: cv });
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(en.success_message);

    const stored = row<Record<string, unknown>>('SELECT * FROM applications WHERE name = ?', name);
    expect(stored).toMatchObject({
      email: 'sam@example.test',
      phone: '438 555 0199',
      job: 'sales-representative',
      cv_filename: 'Sam CV.pdf',
      cv_size: cv.length,
      locale: 'en-US',
    });
    const bytes = row<{ bytes: Buffer }>(
      'SELECT bytes FROM application_cvs WHERE application_id = ?',
      stored?.id,
    );
    expect(bytes?.bytes.equals(cv)).toBe(true);
    expect(elsewhere).toEqual([]);
  });

  test('a filled spam trap is thanked like anyone; the request is kept as spam and notifies nobody', async ({
    page,
  }) => {
    const name = `Bot ${unique()}`;
    await page.goto('/en-US/contact');
    const form = contactForm(page);
    await expect(form.locator(`[name="${HONEYPOT_FIELD}"]`)).toHaveAttribute('tabindex', '-1');
    for (const field of ['name', 'company_name', 'email', 'phone'])
      await form.locator(`[name="${field}"]`).fill(field === 'name' ? name : 'x');
    await form.locator('[name="activity"]').selectOption('other');
    // What a form-filling bot does; a person can neither see nor tab to it.
    await form.locator(`[name="${HONEYPOT_FIELD}"]`).fill('https://spam.example');
    const answer = page.waitForResponse((r) => r.url().endsWith('/propulso/geo'));
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(en.success_message);
    expect((await answer).status()).toBe(201);
    // Kept, so that a person whose browser filled the trap can be let through.
    const lead = row<{ id: string }>('SELECT id FROM contact_requests WHERE name = ?', name)!;
    expect(row('SELECT status, spam_reasons FROM lead_work WHERE lead_id = ?', lead.id)).toEqual({
      status: 'spam',
      spam_reasons: '["honeypot"]',
    });
    expect(row('SELECT id FROM outbox WHERE lead_id = ?', lead.id)).toBeUndefined();
  });

  test('the opt-in subscribes through the site itself when no mailing list is set', async ({ page }) => {
    const email = `news-${unique()}@example.test`;
    await page.goto('/fr');
    const form = page.getByRole('form', { name: fr.OptinForm.label });
    await form.getByLabel(fr.OptinForm.email).fill(email);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(fr.optin_success);
    expect(row('SELECT signup_source, locale FROM subscriptions WHERE email = ?', email)).toEqual({
      signup_source: 'website',
      locale: 'fr',
    });
  });
});

test.describe('every name of the site, and pages of other sites', () => {
  test('a visitor who reached the site by its address, not its name, still sends a lead', async ({
    page,
    baseURL,
  }) => {
    const byAddress = baseURL!.replace('localhost', '127.0.0.1');
    const name = `Par adresse ${unique()}`;
    await page.goto(`${byAddress}/en-US/contact`);
    const form = contactForm(page);
    await fillIn(form, en.ContactForm, { name, ...CONTACT });
    const answer = page.waitForResponse((r) => r.url() === `${byAddress}/propulso/geo`);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(en.success_message);
    expect((await answer).status()).toBe(201);
    expect(row('SELECT company_name FROM contact_requests WHERE name = ?', name)).toEqual({
      company_name: CONTACT.company_name,
    });
  });

  test('a page on another site subscribes through the JSONP answer', async ({ page, baseURL }) => {
    const email = `partner-${unique()}@example.test`;
    const endpoint = `${baseURL}/optin/subscribe/post-json?u=x&id=y&EMAIL=${encodeURIComponent(email)}&c=subscribed`;
    // Another site, served for real: 127.0.0.1 and localhost are two sites to the browser.
    const partner = http.createServer((_, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(`<!doctype html><title>waiting</title><script>
        window.subscribed = (answer) => { document.title = answer.result; };
        const script = document.createElement('script');
        script.src = ${JSON.stringify(endpoint)};
        script.onerror = () => { document.title = 'blocked'; };
        document.head.append(script);
      </script>`);
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
      await expect(page).toHaveTitle('success');
    } finally {
      partner.close();
    }
    // Answered like any sign-up; without the site's proof of work it waits for the team's look.
    expect(row('SELECT signup_source, spam_reasons FROM subscriptions WHERE email = ?', email)).toEqual({
      signup_source: 'website',
      spam_reasons: '["proof-missing"]',
    });
  });
});

test.describe('the forms host answers with the security headers', () => {
  test('every kind of answer of /propulso/* and /optin/* carries them', async ({ request }) => {
    const answers = [
      ['GET /propulso/geo', await request.get('/propulso/geo'), 405],
      ['GET /propulso/career', await request.get('/propulso/career'), 405],
      [
        'POST text/plain',
        await request.post('/propulso/geo', { headers: { 'Content-Type': 'text/plain' }, data: 'hi' }),
        415,
      ],
      ['POST {}', await request.post('/propulso/career', { data: {} }), 400],
      [
        'JSONP, bad callback',
        await request.get('/optin/subscribe/post-json?EMAIL=a%40b.test&c=alert(1)'),
        400,
      ],
      [
        'JSONP, subscribed',
        await request.get(`/optin/subscribe/post-json?EMAIL=headers-${unique()}%40example.test&c=cb`),
        200,
      ],
    ] as const;
    for (const [what, response, status] of answers) {
      expect(response.status(), what).toBe(status);
      expectSecurityHeaders(response, what.startsWith('JSONP') ? 'cross-origin' : 'same-site');
      expect(response.headers()['content-security-policy'], what).toBe(RESOURCE_POLICY);
      expect(response.headers()['cache-control'], what).toBe('no-store');
    }
  });
});
