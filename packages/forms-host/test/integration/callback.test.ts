// @vitest-environment node
import type { ParsedMail } from 'mailparser';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../../src/db/migrations';
import { openPool } from '../../src/db/postgres';
import { signCalledBack } from '../../src/team/calledBackLink';
import { contactBody, careerBody, post } from '../support/payloads';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { startSmtpServer } from '../support/receivers';
import { newDataDir, startServer, testPort, type FormsServer } from '../support/server';

// The call-back promise over HTTP, on two instances sharing PostgreSQL, each running the
// background worker: a one-minute window open round the clock, a real SMTP server.
let postgres: TestPostgres | undefined;
let pool: Pool;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const servers: FormsServer[] = [];
const WINDOW_MS = 60_000;

const [first, second] = [testPort(70), testPort(71)];
/** The team's own origin (its links, the Origin its pages send); requests go to the server's address. */
const origin = `http://team.localhost:${first}`;
const serverUrl = `http://localhost:${first}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  postgres = await startPostgres(3910);
  pool = openPool(postgres.url, 2);
  await migratePostgres(pool);
  const now = new Date().toISOString();
  for (const [id, email, role, locale] of [
    ['m1', 'owner@example.com', 'owner', 'fr'],
    ['m2', 'member@example.com', 'member', 'en-US'],
  ])
    await pool.query(
      `INSERT INTO members (id, email, email_key, role, user_handle, created_at, locale) VALUES ($1, $2, $2, $3, $1, $4, $5)`,
      [id, email, role, now, locale],
    );
  const env = {
    DATABASE_URL: postgres.url,
    FORMS_IP_SALT: 'one-salt-for-every-instance',
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: 'team@example.com',
    LEADS_NOTIFY_FROM: 'site@example.com',
    TEAM_ORIGIN: origin,
    LEADS_CALLBACK_WITHIN: 'PT1M',
    LEADS_REPLY_WITHIN: 'PT1M',
    LEADS_BUSINESS_HOURS: 'mon-sun 00:00-24:00',
    LEADS_HOLIDAYS: 'none',
    LEADS_TIMEZONE: 'America/Toronto',
    FORMS_RATE_LIMIT_PER_MINUTE: '1000',
    FORMS_RATE_LIMIT_BURST: '1000',
    FORMS_FLOOD_PER_HOUR: '1000',
  };
  for (const port of [first, second]) servers.push(await startServer({ port, dataDir: newDataDir(), env }));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  await pool?.end();
});

async function until<T>(find: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const to = (mail: ParsedMail) => JSON.stringify(mail.to);
const leadOf = (mail: ParsedMail) => String(mail.headers.get('x-lead-id') ?? '');
const mailsTo = (address: string) => smtp.messages.filter((m) => to(m).includes(address));

/** A lead posted to one of the instances, its id from the 201. */
async function send(path: string, body: object, language: string, server = first): Promise<string> {
  const response = await post(`http://localhost:${server}${path}`, body, {
    Origin: 'http://localhost:3000',
    'Content-Language': language,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const typed = {
  name: 'Zéphyrine Quintal',
  company_name: 'Quincaillerie Zéphyr',
  phone: '514 555 0177',
  role: 'Directrice',
};
const ids: Record<string, string> = {};
const postedAt: Record<string, number> = {};

/** The team's notification of a lead, to the notify-to address. */
const notification = (id: string) => until(() => mailsTo('team@example.com').find((m) => leadOf(m) === id));

/** The one-click link's token in a team email. */
const tokenIn = (mail: ParsedMail) => /\/called-back\/([\w~-]+)/.exec(mail.text ?? '')?.[1] ?? '';

/** The called-back form's POST, as the confirmation page's button sends it. */
const confirm = (token: string, from = origin) =>
  fetch(`${serverUrl}/team/called-back`, {
    method: 'POST',
    headers: { Origin: from, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, locale: 'en-US' }),
    redirect: 'manual',
  });

/** Whether Toronto's calendar day changes between two instants (the test's time zone). */
const crossesMidnight = (from: number, to: number) => {
  const day = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
  return day(from) !== day(to);
};

const statusOf = async (id: string) =>
  (await pool.query<{ status: string }>('SELECT status FROM lead_work WHERE lead_id = $1', [id])).rows[0]
    ?.status;

describe('the call-back promise on two instances sharing PostgreSQL', () => {
  it('acknowledges a contact request in French and an application in English, with no value typed', async () => {
    postedAt.fr = Date.now();
    ids.fr = await send('/propulso/geo', contactBody({ ...typed, email: 'visiteur@example.test' }), 'fr');
    ids.en = await send(
      '/propulso/career',
      careerBody(undefined, { name: typed.name, email: 'applicant@example.test', phone: typed.phone }),
      'en-US',
      second,
    );
    const fr = await until(() => mailsTo('visiteur@example.test')[0]);
    const en = await until(() => mailsTo('applicant@example.test')[0]);
    // The promise falls a minute after the post: today, or tomorrow if that minute may cross
    // midnight in the team's time zone.
    const mayBeTomorrow = crossesMidnight(postedAt.fr, Date.now() + WINDOW_MS);
    const frTime = '\\d{1,2}\u00a0h(\u00a0\\d\\d)?';
    const enTime = '\\d{1,2}:\\d\\d [AP]M';
    const frDue = mayBeTomorrow ? `(${frTime} aujourd’hui|demain à ${frTime})` : `${frTime} aujourd’hui`;
    const enDue = mayBeTomorrow ? `(${enTime} today|tomorrow ${enTime})` : `${enTime} today`;
    expect(fr.subject).toBe('Nous avons bien reçu votre demande');
    expect(fr.text).toMatch(new RegExp(`^Nous vous rappellerons d’ici ${frDue}\\.\\s*$`));
    expect(en.subject).toBe('We received your application');
    expect(en.text).toMatch(new RegExp(`^We will reply by ${enDue}\\.\\s*$`));
    for (const mail of [fr, en]) {
      expect(mail.html).toBeTruthy();
      const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
      for (const value of Object.values(typed)) expect(whole).not.toContain(value);
      expect(mail.replyTo).toBeUndefined();
      expect(String(mail.headers.get('auto-submitted'))).toBe('auto-generated');
    }
  });

  it('gives the team’s notification a link to the lead and a one-click link for its recipient', async () => {
    const mail = await notification(ids.fr!);
    expect(mail.text).toContain(`Open: ${origin}/en-US/leads/${ids.fr}`);
    const token = tokenIn(mail);
    expect(token.split('~')[0]).toBe(ids.fr);
    expect(Buffer.from(token.split('~')[1]!, 'base64url').toString()).toBe('team@example.com');
    expect(mail.html).toContain(`href="${origin}/en-US/leads/called-back/${token}"`);
  });

  it('acknowledges an address once a day, and never a lead held as spam', async () => {
    ids.again = await send('/propulso/geo', contactBody({ email: 'Visiteur@Example.test' }), 'fr');
    ids.spam = await send(
      '/propulso/geo',
      contactBody({ name: 'Cheap ads www.spam.example/x', email: 'spam@example.test' }),
      'en-US',
    );
    ids.quiet = await send('/propulso/geo', contactBody({ email: 'quiet@example.test' }), 'en-US', second);
    postedAt.quiet = Date.now();
    await notification(ids.again);
    await until(() => mailsTo('quiet@example.test')[0]);
    // Both instances have had time to send anything else they had.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsTo('visiteur@example.test')).toHaveLength(1);
    expect(mailsTo('spam@example.test')).toHaveLength(0);
    expect(smtp.messages.filter((m) => leadOf(m) === ids.spam)).toHaveLength(0);
    const { rows } = await pool.query(`SELECT channel FROM outbox WHERE lead_id = $1 ORDER BY channel`, [
      ids.again,
    ]);
    expect(rows.map((r) => r.channel)).toEqual(['email']);
  });

  it('acknowledges an address once when both instances take its posts at the same moment', async () => {
    const email = 'deux.fois@example.test';
    const posted = await Promise.all(
      [first, second, first, second, first, second].map((server, i) =>
        send('/propulso/geo', contactBody({ email, name: `Deux fois ${i}` }), 'fr', server),
      ),
    );
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE channel = 'acknowledgement' AND lead_id = ANY($1)`,
      [posted],
    );
    expect(rows[0]!.n).toBe(1);
    await until(() => mailsTo(email)[0]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('marks a lead contacted only on the confirmation’s POST, under the email’s recipient', async () => {
    const token = tokenIn(await notification(ids.quiet!));
    // The page's read (the GET) changes nothing; a POST from another origin is refused.
    expect((await confirm(token, 'https://evil.example')).status).toBe(403);
    expect(await statusOf(ids.quiet!)).toBe('new');

    const [lead, recipient, expiry, signature] = token.split('~') as [string, string, string, string];
    const refused = [
      [lead, recipient, expiry, `${signature.slice(0, -2)}AA`], // tampered
      [ids.fr, recipient, expiry, signature], // for another lead
      [lead, Buffer.from('owner@example.com').toString('base64url'), expiry, signature], // another recipient
    ];
    const key = (
      await pool.query<{ value: string }>(`SELECT value FROM host_secrets WHERE name = 'called-back-link'`)
    ).rows[0]!.value;
    const expired = signCalledBack(key, {
      leadId: lead,
      recipient: 'team@example.com',
      expiresAt: Date.now() - 1,
    });
    for (const bad of [...refused.map((parts) => parts.join('.')), expired]) {
      const response = await confirm(bad);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/\?error=link$/);
    }
    expect(await statusOf(ids.quiet!)).toBe('new');
    expect(await statusOf(ids.fr!)).toBe('new');

    const marked = await confirm(token);
    expect(marked.status).toBe(303);
    expect(marked.headers.get('location')).toBe(`${origin}/en-US/leads/called-back/${token}?done=marked`);
    expect(await statusOf(ids.quiet!)).toBe('contacted');
    expect((await confirm(token)).headers.get('location')).toMatch(/\?done=already$/);
    const { rows } = await pool.query(
      `SELECT actor, action, target, detail FROM audit_log WHERE action = 'lead-called-back'`,
    );
    expect(rows).toEqual([
      { actor: 'team@example.com', action: 'lead-called-back', target: ids.quiet, detail: 'contacted' },
    ]);
  });

  it('reminds at three quarters of the window, escalates when it is past, each once; none for a contacted lead', async () => {
    const lead = ids.fr!;
    const about = (id: string, subject: RegExp) =>
      smtp.messages.filter((m) => leadOf(m) === id && subject.test(m.subject ?? ''));
    const escalated = await until(() => about(lead, /^(Overdue|En retard)/)[0], WINDOW_MS + 30_000);
    const reminders = about(lead, /^(Reminder|Rappel)/);
    // Nobody owns it: every member, each in their language; overdue: every owner.
    expect(
      reminders.map((m) => [to(m).includes('owner@') ? 'owner' : 'member', m.subject?.split(':')[0]]).sort(),
    ).toEqual([
      ['member', 'Reminder'],
      ['owner', 'Rappel '],
    ]);
    for (const reminder of reminders) {
      expect(reminder.date!.getTime()).toBeGreaterThanOrEqual(postedAt.fr! + WINDOW_MS * 0.75 - 2000);
      expect(reminder.date!.getTime()).toBeLessThan(postedAt.fr! + WINDOW_MS + 2000);
      expect(reminder.text).toContain(`/leads/${lead}`);
      expect(tokenIn(reminder).split('~')[0]).toBe(lead);
    }
    expect(to(escalated)).toContain('owner@example.com');
    expect(escalated.date!.getTime()).toBeGreaterThanOrEqual(postedAt.fr! + WINDOW_MS - 2000);
    // Both instances kept looking: still once each.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    expect(about(lead, /^(Reminder|Rappel)/)).toHaveLength(2);
    expect(about(lead, /^(Overdue|En retard)/)).toHaveLength(1);
    for (const message of [...reminders, escalated]) {
      const whole = `${message.subject}\n${message.text}`;
      for (const value of Object.values(typed)) expect(whole).not.toContain(value);
    }
    const { rows } = await pool.query(
      'SELECT reminded_at IS NOT NULL AS reminded, escalated_at IS NOT NULL AS escalated FROM lead_work WHERE lead_id = $1',
      [lead],
    );
    expect(rows).toEqual([{ reminded: true, escalated: true }]);
    // Contacted before its time: neither.
    await until(() => Date.now() > postedAt.quiet! + WINDOW_MS + 8000 || undefined, WINDOW_MS + 20_000);
    expect(
      smtp.messages.filter(
        (m) => leadOf(m) === ids.quiet && /^(Reminder|Rappel|Overdue|En retard)/.test(m.subject ?? ''),
      ),
    ).toHaveLength(0);
    expect(smtp.messages.filter((m) => leadOf(m) === ids.spam)).toHaveLength(0);
  }, 150_000);
});
