// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db/sqlite';
import type { Channel, LeadNotice } from '../src/outbox/notice';
import { claimDue, listUndelivered, requeueUndelivered } from '../src/outbox/queue';
import { OutboxWorker, retryDelayMs } from '../src/outbox/worker';
import { saveContactRequest } from '../src/leads/contact';
import { saveApplication } from '../src/leads/career';
import { saveSubscription } from '../src/leads/subscription';
import { forgetPerson, purgeOlderThan } from '../src/leads/retention';
import { directRunner, type SqlRunner } from '../src/db/runner';
import { application, contact, meta } from './support/leads';
import { pdfBytes } from './support/pdf';

/** A channel that records what it was given, failing while `failing` is set. */
function recordingChannel(name: Channel['name']) {
  const sent: { notice: LeadNotice; deliveryId: string }[] = [];
  const channel = {
    name,
    failing: false,
    sent,
    async send(notice: LeadNotice, deliveryId: string) {
      if (channel.failing) throw new Error('503 from the receiver');
      sent.push({ notice, deliveryId });
    },
  };
  return channel;
}

let dir: string;
let db: Db;
let store: SqlRunner;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  db = openDatabase(dir);
  store = directRunner(db);
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const outbox = () =>
  db.prepare('SELECT lead_kind, channel, status FROM outbox ORDER BY lead_kind, channel').all();

describe('queueing', () => {
  it('queues one delivery per configured channel with the lead, and none without channels', async () => {
    await saveContactRequest(store, contact, meta(), ['email', 'webhook']);
    await saveContactRequest(store, contact, meta(), []);
    expect(outbox()).toEqual([
      { lead_kind: 'contact', channel: 'email', status: 'pending' },
      { lead_kind: 'contact', channel: 'webhook', status: 'pending' },
    ]);
  });

  it('queues nothing for an opt-in repeat', async () => {
    await saveSubscription(store, { email: 'lea@x.test', source: 'w' }, meta(), ['webhook']);
    await saveSubscription(store, { email: 'LEA@x.test', source: 'w' }, meta(), ['webhook']);
    expect(outbox()).toEqual([{ lead_kind: 'optin', channel: 'webhook', status: 'pending' }]);
  });
});

describe('the worker', () => {
  const options = { leaseMs: 60_000, firstDelayMs: 1_000 };

  it('tells each channel about the lead, CV bytes to email only, then marks it delivered', async () => {
    const email = recordingChannel('email');
    const webhook = recordingChannel('webhook');
    const bytes = pdfBytes(5_000);
    const id = await saveApplication(store, application(bytes), meta('2026-01-02T03:04:05.000Z'), [
      'email',
      'webhook',
    ]);
    await new OutboxWorker(store, [email, webhook], options).pass();
    expect(email.sent[0]?.notice).toMatchObject({
      kind: 'career',
      id,
      receivedAt: '2026-01-02T03:04:05.000Z',
      locale: 'fr',
      fields: { name: 'Ana', email: 'a@x.test', phone: '1', job: 'sales-representative' },
      cv: {
        filename: 'CV Ana.pdf',
        type: 'application/pdf',
        size: 5_000,
        sha256: 'f'.repeat(64),
        kept: true,
      },
    });
    expect(email.sent[0]?.notice.cv?.bytes?.equals(bytes)).toBe(true);
    expect(webhook.sent[0]?.notice.cv?.kept).toBe(true);
    expect(webhook.sent[0]?.notice.cv).not.toHaveProperty('bytes');
    expect(outbox()).toEqual([
      { lead_kind: 'career', channel: 'email', status: 'delivered' },
      { lead_kind: 'career', channel: 'webhook', status: 'delivered' },
    ]);
    expect(await new OutboxWorker(store, [email, webhook], options).pass()).toBe(0);
  });

  it('tells the email channel when the bytes of an application’s CV were not kept', async () => {
    const email = recordingChannel('email');
    const id = await saveApplication(store, application(pdfBytes(5_000)), meta(), ['email']);
    // What the spam CV budget leaves of an application past it.
    db.prepare('DELETE FROM application_cvs WHERE application_id = ?').run(id);
    await new OutboxWorker(store, [email], options).pass();
    expect(email.sent[0]?.notice.cv).toMatchObject({ filename: 'CV Ana.pdf', size: 5_000, kept: false });
    expect(email.sent[0]?.notice.cv).not.toHaveProperty('bytes');
  });

  it('retries a failed delivery later with the same id, and gives up after 24 hours', async () => {
    const webhook = recordingChannel('webhook');
    webhook.failing = true;
    const gaveUp: string[] = [];
    const worker = new OutboxWorker(store, [webhook], { ...options, onGiveUp: (d) => gaveUp.push(d.id) });
    await saveContactRequest(store, contact, meta(), ['webhook']);
    const [queued] = await listUndelivered(store);

    await worker.pass();
    const [retrying] = await listUndelivered(store);
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1, last_error: '503 from the receiver' });
    // Not due again at once: backoff.
    expect(await worker.pass()).toBe(0);

    webhook.failing = false;
    await worker.pass(Date.parse(retrying!.next_attempt_at));
    expect(webhook.sent.map((s) => s.deliveryId)).toEqual([queued!.id]);
    expect(await listUndelivered(store)).toEqual([]);

    await saveContactRequest(store, contact, meta(), ['webhook']);
    webhook.failing = true;
    db.prepare("UPDATE outbox SET give_up_at = ? WHERE status = 'pending'").run(new Date().toISOString());
    await worker.pass();
    expect((await listUndelivered(store))[0]).toMatchObject({ status: 'failed' });
    expect(gaveUp).toHaveLength(1);
    // retry: due now, with a new window.
    expect(await requeueUndelivered(store, Date.now())).toBe(1);
    webhook.failing = false;
    await worker.pass();
    expect(await listUndelivered(store)).toEqual([]);
  });

  it('lets another worker take a delivery whose worker died, once its lease is over', async () => {
    await saveContactRequest(store, contact, meta(), ['email']);
    const now = Date.now();
    // A worker claims it, then its process is killed: nothing marks it.
    expect(await claimDue(store, now, 60_000, 10)).toHaveLength(1);
    const email = recordingChannel('email');
    const worker = new OutboxWorker(store, [email], options);
    expect(await worker.pass(now + 59_000)).toBe(0);
    expect(await worker.pass(now + 60_000)).toBe(1);
    expect(email.sent).toHaveLength(1);
  });

  it('waits twice as long after each failure, up to an hour, half of it random', () => {
    expect(retryDelayMs(1, 10_000, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, 10_000, () => 1)).toBe(10_000);
    expect(retryDelayMs(4, 10_000, () => 1)).toBe(80_000);
    expect(retryDelayMs(40, 10_000, () => 1)).toBe(3_600_000);
  });
});

describe('retention and erasure', () => {
  it('purges contact requests and applications past the retention, their CVs and deliveries, nothing else', async () => {
    const old = new Date(Date.now() - 181 * 24 * 3600 * 1000).toISOString();
    await saveContactRequest(store, contact, meta(old), ['email']);
    await saveContactRequest(store, contact, meta(), ['email']);
    await saveApplication(
      store,
      {
        name: 'Sam',
        email: 'sam@x.test',
        phone: '2',
        job: 'sales-representative',
        cv: { filename: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes(), sha256: 'c'.repeat(64) },
      },
      meta(old),
      ['email'],
    );
    await saveSubscription(store, { email: 'lea@x.test', source: 'w' }, meta(old), ['email']);
    expect(await purgeOlderThan(store, 180)).toEqual({ contactRequests: 1, applications: 1, deliveries: 2 });
    const left = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
    expect([
      left('contact_requests'),
      left('applications'),
      left('application_cvs'),
      left('subscriptions'),
    ]).toEqual([1, 0, 0, 1]);
    expect(left('outbox')).toBe(2);
    // The audit log names the two leads removed, by id, and why.
    expect(db.prepare("SELECT actor, detail FROM audit_log WHERE action = 'lead-purged'").all()).toEqual([
      { actor: 'retention', detail: 'retention' },
      { actor: 'retention', detail: 'retention' },
    ]);
  });

  it("forgets everything of one person, whatever the address's case, and no one else", async () => {
    await saveContactRequest(store, contact, meta(), ['webhook']);
    await saveContactRequest(store, { ...contact, email: 'other@acme.test' }, meta(), ['webhook']);
    await saveSubscription(store, { email: 'ana@acme.test', source: 'w' }, meta(), ['webhook']);
    await saveApplication(
      store,
      {
        name: 'Ana',
        email: ' ANA@acme.test',
        phone: '2',
        job: 'sales-representative',
        cv: { filename: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes(), sha256: 'd'.repeat(64) },
      },
      meta(),
      ['webhook'],
    );
    expect(await forgetPerson(store, 'ana@ACME.test')).toEqual({
      contactRequests: 1,
      applications: 1,
      subscriptions: 1,
      deliveries: 3,
    });
    expect(db.prepare('SELECT email FROM contact_requests').pluck().all()).toEqual(['other@acme.test']);
    expect(db.prepare('SELECT count(*) FROM application_cvs').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(1);
  });
});

describe('stopping', () => {
  it('waits for the pass under way to record what it sent, and takes no more', async () => {
    let release = () => {};
    const slow: Channel = {
      name: 'webhook',
      send: () => new Promise<void>((resolve) => (release = resolve)),
    };
    await saveContactRequest(store, contact, meta(), ['webhook']);
    const worker = new OutboxWorker(store, [slow], { leaseMs: 60_000, firstDelayMs: 1000 });
    worker.poll();
    await vi.waitFor(() =>
      expect(outbox()).toEqual([{ lead_kind: 'contact', channel: 'webhook', status: 'pending' }]),
    );
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(outbox()).toEqual([{ lead_kind: 'contact', channel: 'webhook', status: 'delivered' }]);

    await saveContactRequest(store, contact, meta(), ['webhook']);
    worker.poll();
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outbox().filter((row) => (row as { status: string }).status === 'pending')).toHaveLength(1);
  });
});
