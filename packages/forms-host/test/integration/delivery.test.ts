// @vitest-environment node
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { pdfBytes } from '../support/pdf';
import { careerBody, contactBody, post } from '../support/payloads';
import { startReceiver, startSmtpServer } from '../support/receivers';
import { count, newDataDir, readDatabase, startServer, testPort, type FormsServer } from '../support/server';

const SECRET = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;
const root = path.resolve(__dirname, '../../../..');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let server: FormsServer | undefined;
const dataDir = newDataDir();

const env = () => ({
  FORMS_RATE_LIMIT_PER_MINUTE: '100000',
  FORMS_RATE_LIMIT_BURST: '100000',
  FORMS_MAX_IN_FLIGHT: '1000',
  SMTP_URL: smtp.url,
  LEADS_NOTIFY_TO: 'sales@example.test, ops@example.test',
  LEADS_NOTIFY_FROM: 'site@example.test',
  // The team's notifications alone: the visitor's acknowledgement is callback.test.ts's.
  LEADS_ACKNOWLEDGE: 'off',
  LEADS_WEBHOOK_URL: receiver.url,
  LEADS_WEBHOOK_SECRET: SECRET,
  // Fast retries and a short lease, so that a test sees several of them.
  LEADS_RETRY_FIRST_DELAY_SECONDS: '0.2',
  LEADS_DELIVERY_TIMEOUT_SECONDS: '3',
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startReceiver();
  server = await startServer({ port: testPort(6), dataDir, env: env() });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await receiver?.close();
});
beforeEach(() => {
  receiver.state.mode = 'up';
  receiver.received.length = 0;
  smtp.messages.length = 0;
});

const idOf = async (response: Response) => {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};
const webhookFor = (leadId: string) =>
  receiver.delivered().filter((d) => (JSON.parse(d.body) as { data: { id: string } }).data.id === leadId);
const mailFor = (text: string) => smtp.messages.filter((m) => m.text?.includes(text));

/** Runs `npm run leads -- args` on the server's data, as an operator would. */
const leads = (...args: string[]) =>
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'packages/forms-host/src/cli/main.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );

describe('every new lead reaches the team', () => {
  it('an email and a signed webhook per contact request, application and opt-in', async () => {
    const contactId = await idOf(
      await post(`${server!.url}/propulso/geo`, contactBody({ name: 'Mail Contact' })),
    );
    const cv = pdfBytes(40_000);
    const careerId = await idOf(
      await post(`${server!.url}/propulso/career`, careerBody(cv, { name: 'Mail Career' })),
    );
    await fetch(`${server!.url}/optin/subscribe/post-json?EMAIL=mail-optin%40example.test&c=cb`);

    await expect.poll(() => receiver.delivered().length, { timeout: 15_000 }).toBe(3);
    // A lead's email goes to each recipient apart (its links are theirs); a sign-up's to all at once.
    await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(5);
    expect(mailFor('Mail Contact').map((m) => JSON.stringify(m.to))).toEqual([
      expect.stringContaining('sales@example.test'),
      expect.stringContaining('ops@example.test'),
    ]);

    const [contactMail] = mailFor('Mail Contact');
    expect(contactMail?.replyTo?.text).toBe('ana@example.test');
    expect(contactMail?.subject).toContain('Mail Contact');
    expect(contactMail?.text).toContain('Boulangerie Côté');
    const [careerMail] = mailFor('Mail Career');
    expect(careerMail?.attachments).toHaveLength(1);
    expect(careerMail?.attachments[0]?.contentType).toBe('application/pdf');
    expect(careerMail?.attachments[0]?.content.equals(cv)).toBe(true);
    expect(mailFor('mail-optin@example.test')).toHaveLength(1);

    const webhook = new Webhook(SECRET);
    for (const delivery of receiver.delivered())
      expect(() => webhook.verify(delivery.body, delivery.headers as Record<string, string>)).not.toThrow();
    const [contactHook] = webhookFor(contactId);
    expect(JSON.parse(contactHook!.body)).toMatchObject({
      type: 'lead.contact',
      data: { id: contactId, ...contactBody({ name: 'Mail Contact' }) },
    });
    const [careerHook] = webhookFor(careerId);
    expect(JSON.parse(careerHook!.body)).toMatchObject({
      type: 'lead.career',
      data: { id: careerId, cv: { filename: 'CV Sam Roy.pdf', type: 'application/pdf', size: 40_000 } },
    });
    expect(careerHook!.body).not.toContain(cv.toString('base64').slice(0, 100));
    expect(count(dataDir, 'outbox')).toBe(6);
    expect(
      readDatabase(dataDir, (db) =>
        db.prepare("SELECT count(*) FROM outbox WHERE status <> 'delivered'").pluck().get(),
      ),
    ).toBe(0);
  });

  it('keeps trying while the receiver is down, then delivers each lead once, under one id', async () => {
    receiver.state.mode = 'down';
    const ids = await Promise.all(
      [1, 2, 3].map(async (i) =>
        idOf(await post(`${server!.url}/propulso/geo`, contactBody({ name: `Down ${i}` }))),
      ),
    );
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    receiver.state.mode = 'up';
    await expect.poll(() => receiver.delivered().length, { timeout: 20_000 }).toBe(3);
    for (const id of ids) {
      const attempts = receiver.received.filter((d) => d.body.includes(id));
      expect(attempts.length).toBeGreaterThan(1);
      expect(new Set(attempts.map((d) => d.headers['webhook-id'])).size).toBe(1);
    }
    expect(leads('outbox')).toMatch(/^0 notifications not delivered/);
  });

  it('delivers what a killed server was delivering once it is back', async () => {
    receiver.state.mode = 'hang';
    const id = await idOf(await post(`${server!.url}/propulso/geo`, contactBody({ name: 'Killed' })));
    await expect
      .poll(() => receiver.received.some((d) => d.body.includes(id)), { timeout: 15_000 })
      .toBe(true);
    await server!.stop('SIGKILL');
    receiver.state.mode = 'up';
    server = await startServer({ port: testPort(6), dataDir, env: env() });
    await expect.poll(() => webhookFor(id).length, { timeout: 20_000 }).toBe(1);
    const attempts = receiver.received.filter((d) => d.body.includes(id));
    expect(new Set(attempts.map((d) => d.headers['webhook-id'])).size).toBe(1);
  });

  it('notifies 200 concurrent posts, each once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 200 }, async (_, i) =>
        idOf(await post(`${server!.url}/propulso/geo`, contactBody({ name: `Crowd ${i}` }))),
      ),
    );
    await expect.poll(() => receiver.delivered().length, { timeout: 60_000 }).toBe(200);
    // Two recipients, a message each.
    await expect.poll(() => mailFor('Crowd ').length, { timeout: 60_000 }).toBe(400);
    const delivered = receiver
      .delivered()
      .map((d) => (JSON.parse(d.body) as { data: { id: string } }).data.id);
    expect(new Set(delivered)).toEqual(new Set(ids));
  });
});

describe('erasure and retention, on the running server’s data', () => {
  it('forget erases one person’s leads, CVs and notifications, and nothing else', async () => {
    await idOf(
      await post(
        `${server!.url}/propulso/geo`,
        contactBody({ name: 'Forget me', email: 'gone@example.test' }),
      ),
    );
    await idOf(
      await post(`${server!.url}/propulso/career`, careerBody(pdfBytes(), { email: 'GONE@example.test' })),
    );
    await fetch(`${server!.url}/optin/subscribe/post-json?EMAIL=gone%40example.test&c=cb`);
    const others = count(dataDir, 'contact_requests') - 1;
    expect(leads('forget', 'gone@example.test')).toMatch(
      /^1 contact requests, 1 applications \(with their CVs\), 1 subscriptions and 6 notifications removed/,
    );
    const left = readDatabase(dataDir, (db) => ({
      mine: db
        .prepare(
          `SELECT (SELECT count(*) FROM contact_requests WHERE email = 'gone@example.test')
                + (SELECT count(*) FROM applications WHERE lower(email) = 'gone@example.test')
                + (SELECT count(*) FROM subscriptions WHERE email_key = 'gone@example.test')`,
        )
        .pluck()
        .get(),
      cvs: db
        .prepare(
          'SELECT count(*) FROM application_cvs WHERE application_id NOT IN (SELECT id FROM applications)',
        )
        .pluck()
        .get(),
    }));
    expect(left).toEqual({ mine: 0, cvs: 0 });
    expect(count(dataDir, 'contact_requests')).toBe(others);
  });

  it('purge removes what is past the retention and keeps the rest', async () => {
    // Ten requests made seven months old, as the operator's clock would see them.
    const old = new Date(Date.now() - 210 * 24 * 3600 * 1000).toISOString();
    const db = new Database(path.join(dataDir, 'leads.sqlite'));
    db.prepare(
      "UPDATE contact_requests SET received_at = ? WHERE name IN (SELECT 'Crowd ' || value FROM json_each(?))",
    ).run(old, JSON.stringify(Array.from({ length: 10 }, (_, i) => i)));
    db.close();
    const before = count(dataDir, 'contact_requests');
    expect(leads('purge')).toMatch(
      /^10 contact requests and 0 applications \(with their CVs\) older than 180 days removed, with 20 notifications/,
    );
    expect(count(dataDir, 'contact_requests')).toBe(before - 10);
    expect(leads('purge')).toMatch(/^0 contact requests and 0 applications/);
  });
});

describe('configuration', () => {
  const tryStart = (settings: Record<string, string>) =>
    startServer({ port: testPort(7), dataDir: newDataDir(), env: settings });

  it('stops at start on a malformed or incomplete setting, naming it', async () => {
    const mail = { LEADS_NOTIFY_TO: 'sales@example.test', LEADS_NOTIFY_FROM: 'site@example.test' };
    await expect(tryStart({ ...mail, SMTP_URL: 'mail.example.test' })).rejects.toThrow(/SMTP_URL/);
    await expect(tryStart({ SMTP_URL: smtp.url, LEADS_NOTIFY_FROM: 'site@example.test' })).rejects.toThrow(
      /LEADS_NOTIFY_TO/,
    );
    await expect(
      tryStart({ LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: 'not-a-secret' }),
    ).rejects.toThrow(/LEADS_WEBHOOK_SECRET/);
    await expect(
      tryStart({ LEADS_WEBHOOK_URL: 'http://crm.example.test/hook', LEADS_WEBHOOK_SECRET: SECRET }),
    ).rejects.toThrow(/LEADS_WEBHOOK_URL/);
  });

  it('says once at start where notifications go, without a secret, or that leads are only kept', async () => {
    expect(server!.output()).toMatch(
      /"msg":"lead notifications: email via smtp:\/\/127\.0\.0\.1:\d+ to 2 recipients; webhook to http:\/\/127\.0\.0\.1:\d+"/,
    );
    expect(server!.output()).not.toContain(SECRET);
    const quiet = await tryStart({});
    try {
      expect((await post(`${quiet.url}/propulso/geo`, contactBody())).status).toBe(201);
    } finally {
      await quiet.stop();
    }
    expect(quiet.output().match(/leads are only kept for export/g)).toHaveLength(1);
  });
});
