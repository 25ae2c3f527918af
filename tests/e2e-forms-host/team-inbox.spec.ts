import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { BARE_URL, BARE_WEBHOOK_PORT, TEAM_URL } from './env';
import { signCalledBack } from '../../packages/forms-host/src/team/calledBackLink';
import {
  BASE,
  formFields,
  joinedMember,
  operator,
  PAGES,
  replayForm,
  stored,
  postedLead,
} from './team-support';
import { sendContactRequest } from '../e2e/support/fillIn';

// A lead worked end to end in the inbox, in a real browser signed in with a passkey.
test.describe.configure({ mode: 'serial' });
// The team's pages live on a host of their own; the visitors' pages are BARE_URL's.
test.use({ baseURL: TEAM_URL });
// A lead's whole life, two members and a webhook's round trips: a page a second or so on a
// busy two-core machine, where the longest took 90 s of its first 120.
test.setTimeout(240_000);

const MESSAGES = { 'en-US': en.Team, fr: fr.Team } as const;

/** The webhook receiver the bare server notifies: each lead's deliveries, by lead id. */
const received: string[] = [];
/** The campaign each lead's webhook names (data.source). */
const campaigns = new Map<string, string>();
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const { data } = JSON.parse(body) as { data: { id: string; source?: { utm_campaign?: string } } };
    received.push(data.id);
    if (data.source?.utm_campaign) campaigns.set(data.id, data.source.utm_campaign);
    response.end('ok');
  });
});
test.beforeAll(
  () => new Promise<void>((resolve) => receiver.listen(BARE_WEBHOOK_PORT, '127.0.0.1', resolve)),
);
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale];
  const base = BASE[locale];

  test(`${locale}: a lead arrives, is found, assigned, noted, contacted, re-sent, exported and erased`, async ({
    browser,
  }) => {
    const { context, page } = await joinedMember(browser, locale, `lead-owner-${locale}@example.com`);
    const name = `Élodie Gagné-${locale}`;
    // A visit that began on a campaign link, then the contact page's form.
    const tabs = await browser.newContext();
    const visitor = await tabs.newPage();
    await visitor.goto(`${BARE_URL}/${locale}?utm_source=infolettre&utm_campaign=automne`);
    await visitor.goto(`${BARE_URL}/${locale}/contact`);
    const labels = locale === 'fr' ? fr.ContactForm : en.ContactForm;
    const form = visitor
      .locator('form', { has: visitor.locator('[name="company_name"]') })
      .filter({ visible: true });
    await form.getByLabel(labels.name).fill(name);
    await form.getByLabel(labels.company_name).fill('Café Fleuri');
    await form.getByLabel(labels.email).fill(`elodie.${locale}@fleuri.example`);
    await form.getByLabel(labels.phone).fill('514 555 0100');
    await form.getByLabel(labels.activity).selectOption('retail');
    const answer = visitor.waitForResponse((r) => r.url().endsWith('/propulso/geo'));
    await form.locator('button[type="submit"]').click();
    const posted = await answer;
    expect(posted.status()).toBe(201);
    // The contract's body as it is; where the visit began rides in a header of its own.
    expect(Object.keys(posted.request().postDataJSON() as object).sort()).toEqual([
      'activity',
      'company_name',
      'email',
      'name',
      'phone',
      'role',
    ]);
    await tabs.close();

    // Found with another case and without its accents.
    await page.goto(base);
    await page.getByLabel(t.inbox.filters.search).fill(`ELODIE gagne-${locale}`);
    await page.getByRole('button', { name: t.inbox.filters.apply }).click();
    const row = page.getByTestId('lead-row');
    await expect(row).toHaveCount(1);
    const id = (await row.getAttribute('data-lead-id'))!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(row).toHaveAttribute('data-kind', 'contact');
    await expect(row).toHaveAttribute('data-status', 'new');
    await expect(row).toHaveAttribute('data-owner', '');
    await expect(page).toHaveURL(/q=ELODIE/);
    await expectNoAxeViolations(page);

    // Its page: every field as sent, where it came from, then worked.
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`^${TEAM_URL}${base}/${id}\\?from=`));
    const lead = page.getByTestId('lead');
    await expect(lead.getByText('Café Fleuri')).toBeVisible();
    const source = page.getByTestId('lead-source');
    await expect(source).toContainText(`/${locale}?utm_source=infolettre&utm_campaign=automne`);
    await expect(source).toContainText('utm_source=infolettre, utm_campaign=automne');
    await expect(source).toContainText(t.lead.ctas['contact-page']);
    await page.locator('select[name="owner"]').selectOption({ label: `lead-owner-${locale}@example.com` });
    await page.getByRole('button', { name: t.lead.saveOwner }).click();
    await expect(lead).toHaveAttribute('data-owner', `lead-owner-${locale}@example.com`);
    await page.locator('textarea[name="note"]').fill('Rappel prévu jeudi, 10 h.');
    await page.getByRole('button', { name: t.lead.addNote }).click();
    await expect(page.getByTestId('note')).toContainText('Rappel prévu jeudi, 10 h.');
    await expect(page.getByTestId('note')).toContainText(`lead-owner-${locale}@example.com`);
    await page.locator('select[name="status"]').selectOption('contacted');
    await page.getByRole('button', { name: t.lead.saveStatus }).click();
    await expect(lead).toHaveAttribute('data-status', 'contacted');
    await expect(page.getByRole('status')).toHaveText(t.lead.saved);
    await expectNoAxeViolations(page);
    // The way back keeps the member's place: the same search.
    await expect(page.getByRole('link', { name: t.lead.back })).toHaveAttribute('href', /\?q=ELODIE/);

    // Its webhook was delivered; sent again from the page.
    await expect.poll(() => received.filter((r) => r === id).length, { timeout: 15_000 }).toBe(1);
    expect(campaigns.get(id)).toBe('automne');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('delivery')).toHaveAttribute('data-status', 'delivered', {
        timeout: 500,
      });
    }).toPass({ timeout: 15_000 });
    await page
      .getByRole('button', { name: t.lead.resend.replace('{channel}', t.lead.channels.webhook) })
      .click();
    await expect(page.getByRole('status')).toHaveText(t.lead.resent);
    await expect.poll(() => received.filter((r) => r === id).length, { timeout: 15_000 }).toBe(2);

    // Exported with the list's filters (owners).
    await page.goto(`${base}?status=contacted&q=${encodeURIComponent(`elodie gagne-${locale}`)}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.inbox.exportContact }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain(name);
    expect(csv).toContain('""utm_campaign"":""automne""');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    // For people: the page's words for the columns and the activity, not the stored ones.
    const notification = (locale === 'fr' ? fr : en).Team.emails.notification.labels;
    const [head, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n') as [string, string];
    expect(head.split(',').slice(0, 5)).toEqual([
      notification.id,
      notification.received,
      notification.locale,
      notification.name,
      notification.company_name,
    ]);
    // The outcome's columns too, by the page's words.
    expect(head.split(',')).toEqual(
      expect.arrayContaining([notification.status, notification.wonValue, notification.lostReason]),
    );
    expect(line).toContain(`,${(locale === 'fr' ? fr : en).FormOptions.activity.retail},`);
    expect(line).not.toContain(',retail,');

    // A member cannot export or erase: the server says 403.
    const { context: memberContext, page: member } = await joinedMember(
      browser,
      locale,
      `lead-worker-${locale}@example.com`,
      'member',
    );
    expect((await member.request.get('/team/leads/export?kind=contact')).status()).toBe(403);
    // The sources page is every member's; its downloads are owners' only.
    await member.goto(`${base}/sources`);
    await expect(member.getByRole('heading', { level: 1, name: t.sources.title })).toBeVisible();
    await expect(member.getByRole('link', { name: t.sources.google, exact: true })).toHaveCount(0);
    for (const download of ['sources.csv', 'conversions/google-ads.csv', 'conversions/meta.csv'])
      expect((await member.request.get(`/team/leads/${download}`)).status(), download).toBe(403);
    // The owner's erase form, sent again by the member: refused, the lead kept.
    const eraseButton = t.lead.eraseButton.replace('{email}', `elodie.${locale}@fleuri.example`);
    const erase = await formFields(page, `${base}/${id}`, eraseButton);
    expect(
      (await replayForm(member.request, `${base}/${id}`, erase, TEAM_URL)).status(),
    ).toBeGreaterThanOrEqual(400);
    expect(stored('SELECT lead_id FROM lead_work WHERE lead_id = ?', id)).toEqual({ lead_id: id });
    const worker = `lead-worker-${locale}@example.com`;
    expect(
      stored(
        "SELECT actor FROM audit_log WHERE action = 'refused' AND target = 'erase' AND actor = ?",
        worker,
      ),
    ).toEqual({ actor: worker });
    // Signed out: neither the lead's data nor its CV.
    const nobody = await browser.newContext();
    const anonymous = await nobody.newPage();
    await anonymous.goto(`${base}/${id}`);
    await expect(anonymous.getByText('Café Fleuri')).toHaveCount(0);
    expect((await anonymous.request.get('/team/leads/export?kind=contact')).status()).toBe(401);
    for (const download of ['sources.csv', 'conversions/google-ads.csv', 'conversions/meta.csv'])
      expect((await anonymous.request.get(`/team/leads/${download}`)).status(), download).toBe(401);
    await anonymous.goto(`${base}/sources`);
    await expect(anonymous).toHaveURL(new RegExp(`${base}${PAGES[locale].signIn}`));

    // Erased by the owner after a confirmation naming the address.
    await page.goto(`${base}/${id}`);
    await page.getByText(t.lead.eraseSummary).click();
    await page
      .getByRole('button', { name: t.lead.eraseButton.replace('{email}', `elodie.${locale}@fleuri.example`) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: t.inbox.erased })).toBeVisible();
    await page.getByLabel(t.inbox.filters.search).fill(`elodie gagne-${locale}`);
    await page.getByRole('button', { name: t.inbox.filters.apply }).click();
    await expect(page.getByTestId('lead-row')).toHaveCount(0);
    expect((await page.goto(`${base}/${id}`))?.status()).toBe(404);

    // Newsletter subscribers: a list of their own.
    await page.goto(base);
    await page.getByRole('link', { name: t.nav.subscribers }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.subscribers.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await Promise.all([context.close(), memberContext.close(), nobody.close()]);
  });

  test(`${locale}: a post without proof of work waits in the spam folder, with its reason, until a member lets it through`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await joinedMember(
      browser,
      locale,
      `spam-sorter-${locale}@example.com`,
      'member',
    );
    // What a script sends: the contract's body, no proof of work.
    const bot = await request.post(`${BARE_URL}/propulso/geo`, {
      data: {
        name: `Scripted ${locale}`,
        company_name: 'Growth Hackers',
        email: `scripted.${locale}@example.com`,
        phone: '514 555 0199',
        activity: 'other',
        role: '',
      },
    });
    expect(bot.status()).toBe(201);
    const { id } = (await bot.json()) as { id: string };

    await page.goto(base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.inbox.title);
    await expect(page.locator(`[data-lead-id="${id}"]`)).toHaveCount(0);
    await page.getByRole('link', { name: t.spam.folder, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.spam.folderTitle);
    const row = page.locator(`[data-testid="lead-row"][data-lead-id="${id}"]`);
    await expect(row).toHaveAttribute('data-status', 'spam');
    await expect(row).toHaveAttribute('data-due-at', '');
    await expect(row.locator('[data-reason="proof-missing"]')).toHaveText(t.spam.reasons['proof-missing']);
    await expectNoAxeViolations(page);
    // Held: the worker has had time to deliver it, and did not.
    await page.waitForTimeout(1500);
    expect(received).not.toContain(id);

    await row.getByRole('link').click();
    await expect(page.getByTestId('spam-reasons')).toContainText(t.spam.reasons['proof-missing']);
    await page.getByRole('button', { name: t.spam.notSpam }).click();
    const lead = page.getByTestId('lead');
    await expect(lead).toHaveAttribute('data-status', 'new');
    await expect(lead).not.toHaveAttribute('data-due-at', '');
    await expect.poll(() => received.filter((lead) => lead === id).length, { timeout: 20_000 }).toBe(1);

    // A scripted application whose CV the spam budget did not keep: its page names the file and
    // says why, with nothing to download.
    const applied = await request.post(`${BARE_URL}/propulso/career`, {
      data: {
        name: `Scripted applicant ${locale}`,
        email: `scripted.applicant.${locale}@example.com`,
        phone: '514 555 0198',
        job: 'sales-representative',
        files: {
          filename: 'flood.pdf',
          type: 'application/pdf',
          content: Buffer.from('%PDF-1.4 x').toString('base64'),
        },
      },
    });
    expect(applied.status()).toBe(201);
    const application = ((await applied.json()) as { id: string }).id;
    operator('DELETE FROM application_cvs WHERE application_id = ?', application);
    await page.goto(`${base}/${application}`);
    const cv = page.getByTestId('lead-cv');
    await expect(cv).toHaveText(t.lead.cvNotKept.replace('{filename}', 'flood.pdf'));
    await expect(cv.getByRole('link')).toHaveCount(0);
    await context.close();
  });
}

// Each form a visitor can fill, as a person fills it: the browser solves the proof of work
// while the fields are typed, so the lead goes to the team, not to the spam folder.
for (const locale of ['en-US', 'fr'] as const) {
  const m = locale === 'fr' ? fr : en;
  const notified = (id: string) => expect.poll(() => received.includes(id), { timeout: 20_000 }).toBe(true);
  const statusOf = (id: string) => stored('SELECT status, spam_reasons FROM lead_work WHERE lead_id = ?', id);

  test(`${locale}: the popup, the career form and the opt-in, filled by a person, are accepted and notified`, async ({
    page,
  }) => {
    const tag = `${locale}-${Date.now()}`;
    // Each form's proof of work runs in a worker, off the page's thread.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // The popup, from the home page's call to action.
    await page.goto(`${BARE_URL}/${locale}`);
    await page.getByRole('main').getByRole('button', { name: m.ContactPopup.cta }).first().click();
    const dialog = page.getByRole('dialog', { name: m.ContactPopup.title });
    await expect(dialog).toBeVisible();
    expect(workers).toEqual([]);
    await sendContactRequest(dialog, m, {
      name: `Popup ${tag}`,
      company_name: "Boulangerie L'Épi d'Or",
      email: `popup.${tag}@example.com`,
    });
    const contactId = stored<{ id: string }>(
      'SELECT id FROM contact_requests WHERE name = ?',
      `Popup ${tag}`,
    )!.id;
    expect(statusOf(contactId)).toEqual({ status: 'new', spam_reasons: null });
    // None before the visitor used the form; one, from this site, once they had.
    expect(workers.length).toBeGreaterThanOrEqual(1);
    expect(workers.every((url) => url.startsWith(`${BARE_URL}/_next/static/`))).toBe(true);
    await notified(contactId);

    await page.goto(`${BARE_URL}/${locale}/${locale === 'fr' ? 'carrieres' : 'careers'}`);
    const career = page.locator('form', { has: page.locator('[name="files"]') });
    await career.getByLabel(m.CareerForm.name).fill(`Marie-Ève D'Amours ${tag}`);
    await career.getByLabel(m.CareerForm.email).fill(`career.${tag}@example.com`);
    await career.getByLabel(m.CareerForm.phone).fill('438 555 0199');
    await career.getByLabel(m.CareerForm.job).selectOption('sales-representative');
    await career.locator('[name="files"]').setInputFiles({
      name: 'CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await career.locator('button[type="submit"]').click();
    await expect(career.getByRole('status')).toHaveText(m.success_message);
    const applicationId = stored<{ id: string }>(
      'SELECT id FROM applications WHERE email = ?',
      `career.${tag}@example.com`,
    )!.id;
    expect(statusOf(applicationId)).toEqual({ status: 'new', spam_reasons: null });
    await notified(applicationId);

    await page.goto(`${BARE_URL}/${locale}`);
    const optin = page.getByRole('form', { name: m.OptinForm.label });
    const email = `news.${tag}@example.com`;
    await optin.getByLabel(m.OptinForm.email).fill(email);
    await optin.locator('button[type="submit"]').click();
    await expect(optin.getByRole('status')).toHaveText(m.optin_success);
    const subscription = stored<{ id: string; spam_reasons: string | null }>(
      'SELECT id, spam_reasons FROM subscriptions WHERE email = ?',
      email,
    )!;
    expect(subscription.spam_reasons).toBeNull();
    await notified(subscription.id);
  });
}

// The one-click "called back" link of a team email, opened by whoever got the email (no
// session): opening it changes nothing, its button does, once, under the email's recipient.
for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale].calledBack;
  test(`${locale}: a team email's "called back" link asks first, then marks the lead contacted under its recipient`, async ({
    page,
    request,
  }) => {
    const id = await postedLead(request, {
      name: `Called back ${locale}`,
      company_name: 'Quincaillerie Roy',
      email: `callback.${locale}@example.com`,
      phone: '514 555 0142',
    });
    operator(
      "INSERT INTO host_secrets (name, value) VALUES ('called-back-link', ?) ON CONFLICT (name) DO NOTHING",
      'e2e-called-back-key-0123456789abcdef',
    );
    const key = stored<{ value: string }>(
      "SELECT value FROM host_secrets WHERE name = 'called-back-link'",
    )!.value;
    // The email went to a member (a link works only while its recipient is one, or a box of
    // LEADS_NOTIFY_TO, which this server has none of).
    operator(
      `INSERT INTO members (id, email, email_key, role, user_handle, created_at, locale)
       VALUES ('called-back-reader', 'team@example.com', 'team@example.com', 'member', 'called-back-reader', ?, 'en-US')
       ON CONFLICT (email_key) DO NOTHING`,
      new Date().toISOString(),
    );
    const token = signCalledBack(key, {
      leadId: id,
      recipient: 'team@example.com',
      expiresAt: Date.now() + 3_600_000,
    });
    const link = `/${locale}/${locale === 'fr' ? 'prospects/rappele' : 'leads/called-back'}/${token}`;

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expectNoAxeViolations(page);
    // Opened, as a mail scanner opens it: nothing changed.
    expect(stored('SELECT status FROM lead_work WHERE lead_id = ?', id)).toEqual({ status: 'new' });

    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(t.done);
    expect(stored('SELECT status FROM lead_work WHERE lead_id = ?', id)).toEqual({ status: 'contacted' });
    expect(
      stored("SELECT actor FROM audit_log WHERE action = 'lead-called-back' AND target = ?", id),
    ).toEqual({ actor: 'team@example.com' });

    // Again: nothing more to do. Tampered: refused.
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText(t.already);
    await page.goto(`${link.slice(0, -2)}xx`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.invalid);
  });
}

// The promise in figures, and a member's own availability for the round-robin.
for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale];
  test(`${locale}: an owner reads the figures of the last thirteen weeks; a member marks themselves away and back`, async ({
    browser,
  }) => {
    const { context, page } = await joinedMember(browser, locale, `figures-${locale}@example.com`);
    await page
      .getByRole('navigation', { name: t.nav.label })
      .getByRole('link', { name: t.nav.figures })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.figures.title);
    const table = page.getByRole('table', { name: t.figures.caption });
    await expect(table.getByTestId('figures-week')).toHaveCount(13);
    // The same weeks drawn: a picture with a name that sums them up, the table kept beside it.
    const chart = page.getByRole('img', { name: new RegExp(`^${t.figures.chartTitle}`) });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect[data-received]')).toHaveCount(13);
    await expect(page.getByTestId('overdue-now')).toHaveAttribute('data-count', /^\d+$/);
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: t.nav.label })
      .getByRole('link', { name: t.nav.passkeys })
      .click();
    const availability = page.getByTestId('availability');
    await expect(availability).toHaveAttribute('data-away', 'false');
    await page.getByRole('button', { name: t.availability.markAway }).click();
    await expect(availability).toHaveAttribute('data-away', 'true');
    await expect(availability).toHaveText(t.availability.away);
    expect(stored('SELECT away FROM members WHERE email = ?', `figures-${locale}@example.com`)).toEqual({
      away: 1,
    });
    // The owners see who is away on the members page.
    await page.goto(`${BASE[locale]}${PAGES[locale].members}`);
    const me = page.getByTestId('member').filter({ hasText: `figures-${locale}@example.com` });
    await expect(me).toHaveAttribute('data-away', 'true');
    await expect(me).toContainText(t.members.away);
    await page.goto(`${BASE[locale]}${PAGES[locale].passkeys}`);
    await page.getByRole('button', { name: t.availability.markBack }).click();
    await expect(availability).toHaveAttribute('data-away', 'false');
    await context.close();
  });
}

// The team's new pages and actions ask the server, not the page: a signed-out visitor and
// another origin change nothing and read nothing, and every answer is private.
test('the spam folder, the figures, "Not spam", the away toggle and the email language refuse another origin and a signed-out visitor', async ({
  browser,
  request,
}) => {
  const t = MESSAGES['en-US'];
  const posted = await request.get(
    `${BARE_URL}/optin/subscribe/post-json?EMAIL=held.guard%40example.com&SIGNUP=x&c=cb`,
  );
  expect(posted.status()).toBe(200);
  const bot = await request.post(`${BARE_URL}/propulso/geo`, {
    data: {
      name: 'Guard test',
      company_name: 'Acme',
      email: 'guard@example.com',
      phone: '514 555 0177',
      activity: 'other',
      role: '',
    },
  });
  const { id } = (await bot.json()) as { id: string };
  const { context, page } = await joinedMember(browser, 'en-US', 'guard@example.com', 'member');

  /** A page's form posted again by the API client (the member's cookies), with `origin` or none signed in. */
  async function replay(
    path: string,
    button: string,
    origin: string,
    signedOut = false,
    change: Record<string, string> = {},
  ) {
    const fields = await formFields(page, path, button, change);
    return replayForm(signedOut ? request : context.request, path, fields, origin);
  }
  const evil = 'https://evil.example';
  const statusOf = () =>
    stored<{ status: string }>('SELECT status FROM lead_work WHERE lead_id = ?', id)!.status;
  const heldSignUp = () =>
    stored<{ spam_reasons: string | null }>(
      "SELECT spam_reasons FROM subscriptions WHERE email = 'held.guard@example.com'",
    )!;
  const away = () =>
    stored<{ away: number }>("SELECT away FROM members WHERE email = 'guard@example.com'")!.away;

  for (const [origin, signedOut] of [
    [evil, false],
    [TEAM_URL, true],
  ] as const) {
    const notSpam = await replay(`${BASE['en-US']}/${id}`, t.spam.notSpam, origin, signedOut);
    const release = await replay(`${BASE['en-US']}/subscribers`, t.spam.notSpam, origin, signedOut);
    const toggle = await replay(`${BASE['en-US']}/passkeys`, t.availability.markAway, origin, signedOut);
    const language = await replay(`${BASE['en-US']}/passkeys`, t.emailLanguage.save, origin, signedOut, {
      language: 'fr',
    });
    for (const answer of [notSpam, release, toggle, language]) {
      // Refused (403, or Next's own refusal of a cross-origin action), or sent to sign in.
      if (signedOut) expect(answer.headers().location ?? '').toContain('/sign-in');
      else expect(answer.status()).toBeGreaterThanOrEqual(400);
    }
    expect(statusOf()).toBe('spam');
    expect(heldSignUp().spam_reasons).not.toBeNull();
    expect(away()).toBe(0);
    expect(stored("SELECT locale FROM members WHERE email = 'guard@example.com'")).toEqual({
      locale: 'en-US',
    });
  }
  // The same replay from the team's origin, signed in, is what the page does: it works.
  await replay(`${BASE['en-US']}/passkeys`, t.emailLanguage.save, TEAM_URL, false, { language: 'fr' });
  expect(stored("SELECT locale FROM members WHERE email = 'guard@example.com'")).toEqual({ locale: 'fr' });
  await context.close();

  // Signed out, the pages show no data; every team answer is private and unindexed.
  for (const path of [`${BASE['en-US']}?status=spam`, `${BASE['en-US']}/figures`, `${BASE.fr}/chiffres`]) {
    const answer = await request.get(`${TEAM_URL}${path}`, { maxRedirects: 0 });
    expect(answer.headers().location ?? '', path).toMatch(/\/(sign-in|connexion)$/);
    expect(await answer.text()).not.toContain('Guard test');
  }
  for (const path of [
    `${BASE['en-US']}/called-back/x~y~1~z`,
    `${BASE.fr}/rappele/x~y~1~z`,
    `${BASE['en-US']}/figures`,
  ]) {
    const answer = await request.get(`${TEAM_URL}${path}`, { maxRedirects: 0 });
    expect(answer.headers()['cache-control'], path).toContain('no-store');
    expect(answer.headers()['x-robots-tag'], path).toContain('noindex');
  }
});
