// @vitest-environment node
import http from 'node:http';
import type { Pool } from 'pg';
import { migrations } from '../../src/db/migrations';
import { openPool } from '../../src/db/postgres';
import { pdfBytes } from '../support/pdf';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { careerBody, contactBody, post } from '../support/payloads';
import { newDataDir, startServer, testPort, type FormsServer } from '../support/server';

// Two server instances, each with a folder of its own, sharing one real PostgreSQL
// database: what runs behind a load balancer past one machine.
let postgres: TestPostgres;
let db: Pool;
let a: FormsServer;
let b: FormsServer;

// The webhook both instances notify: every webhook-id it is sent, and its answer 2xx.
const received: string[] = [];
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push(String(request.headers['webhook-id']));
    unanswered += 1;
    setTimeout(() => {
      unanswered -= 1;
      response.end('ok');
    }, answerAfterMs);
  });
});
/** Slow answers keep deliveries in flight, as a killed instance may leave them. */
let answerAfterMs = 0;
let unanswered = 0;
const LEASE_SECONDS = 3;

// Behind one trusted proxy (the load balancer): X-Forwarded-For names the client, so the
// tests can post as many clients, each under a tight limit.
const env = (url: string) => ({
  DATABASE_URL: url,
  FORMS_IP_SALT: 'one-salt-for-every-instance',
  FORMS_TRUST_PROXY: '1',
  FORMS_RATE_LIMIT_PER_MINUTE: '3',
  FORMS_RATE_LIMIT_BURST: '3',
  FORMS_MAX_IN_FLIGHT: '1000',
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${testPort(23)}/hook`,
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 9).toString('base64')}`,
  // The claim a killed instance leaves: short, so another takes its deliveries soon.
  LEADS_DELIVERY_TIMEOUT_SECONDS: String(LEASE_SECONDS),
  LEADS_RETRY_FIRST_DELAY_SECONDS: '1',
});

let clients = 0;
/** A client of its own: a new forwarded address, under no limit yet. */
const asNewClient = () => {
  clients += 1;
  return { 'X-Forwarded-For': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` };
};

const count = async (table: string) =>
  Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Once nothing is left to deliver: the outbox's ids, and each lead's one notification. */
async function allDelivered() {
  await until(
    async () =>
      Number((await db.query(`SELECT count(*) AS n FROM outbox WHERE status <> 'delivered'`)).rows[0].n) ===
      0,
    60_000,
  );
  return (
    await db.query<{ id: string; lead_id: string }>(
      `SELECT id, lead_id FROM outbox WHERE channel = 'webhook'`,
    )
  ).rows;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(testPort(23), '127.0.0.1', resolve));
  postgres = await startPostgres();
  db = openPool(postgres.url, 2);
  // Together, on an empty database: both migrate it, one of them actually does.
  [a, b] = await Promise.all([
    startServer({ port: testPort(20), dataDir: newDataDir(), env: env(postgres.url) }),
    startServer({ port: testPort(21), dataDir: newDataDir(), env: env(postgres.url) }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.end();
  receiver.close();
});

describe('two instances on one PostgreSQL database', () => {
  it('start together on an empty database, which is migrated once', async () => {
    const first = await post(`${a.url}/propulso/geo`, contactBody({ name: 'Start A' }), asNewClient());
    const second = await post(`${b.url}/propulso/geo`, contactBody({ name: 'Start B' }), asNewClient());
    expect([first.status, second.status], a.output() + b.output()).toEqual([201, 201]);
    const { rows } = await db.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    // Neither tripped over the other's tables: the second waited for the first's lock.
    expect(a.output() + b.output()).not.toMatch(/cannot migrate/);
    expect(await count('contact_requests')).toBe(2);
  });

  it('take 400 concurrent posts split between them, each stored exactly once', async () => {
    const before = await count('contact_requests');
    const cvs = new Map<string, Buffer>();
    const responses = await Promise.all(
      Array.from({ length: 400 }, (_, i) => {
        const server = i % 2 === 0 ? a : b;
        const name = `Split ${i}`;
        if (i % 8 !== 0) return post(`${server.url}/propulso/geo`, contactBody({ name }), asNewClient());
        const cv = pdfBytes(10_000 + i);
        cvs.set(name, cv);
        return post(`${server.url}/propulso/career`, careerBody(cv, { name }), asNewClient());
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(400).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(400);

    const { rows } = await db.query<{ id: string; name: string }>(
      `SELECT id, name FROM contact_requests WHERE name LIKE 'Split %'
       UNION ALL SELECT id, name FROM applications WHERE name LIKE 'Split %'`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(await count('contact_requests')).toBe(before + 350);
    const stored = await db.query<{ name: string; bytes: Buffer }>(
      'SELECT a.name, c.bytes FROM applications a JOIN application_cvs c ON c.application_id = a.id',
    );
    expect(stored.rows).toHaveLength(50);
    for (const { name, bytes } of stored.rows) expect(bytes.equals(cvs.get(name)!), name).toBe(true);

    // One notification per lead, delivered by one instance or the other, once.
    const outbox = await allDelivered();
    const leadIds = new Set([
      ...ids,
      ...(await db.query('SELECT id FROM contact_requests')).rows.map((r) => r.id),
    ]);
    expect(outbox).toHaveLength(leadIds.size);
    expect(new Set(outbox.map((r) => r.lead_id))).toEqual(leadIds);
    expect(received).toHaveLength(outbox.length);
    expect(new Set(received)).toEqual(new Set(outbox.map((r) => r.id)));
  });

  it('hold one rate limit for a client across both', async () => {
    const client = asNewClient();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const server = i % 2 === 0 ? a : b;
      statuses.push(
        (await post(`${server.url}/propulso/geo`, contactBody({ name: `Limited ${i}` }), client)).status,
      );
    }
    // Three a minute in all, not three on each.
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('keep every acknowledged post when one is killed (SIGKILL) in the middle of a burst', async () => {
    const acknowledged: string[] = [];
    const send = async (server: FormsServer, i: number) => {
      try {
        const response = await post(
          `${server.url}/propulso/geo`,
          contactBody({ name: `Burst ${i}` }),
          asNewClient(),
        );
        if (response.status !== 201) return;
        acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // Refused or cut off by the crash: never acknowledged, so nothing is owed.
      }
    };
    // Slow answers: an instance sends at most one batch (10) at a time, so past 10 waiting
    // at the receiver both instances hold deliveries. A dies then, its posts still arriving.
    answerAfterMs = 1000;
    // A stream of 400, 16 at a time: the instances' workers deliver while posts still arrive.
    // The last quarter waits for the kill, so A dies with posts still to come whatever the
    // machine's speed (on a fast one the whole stream could otherwise end before it).
    let killed!: () => void;
    const aIsDead = new Promise<void>((resolve) => (killed = resolve));
    let next = 0;
    const burst = Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = next++; i < 400; i = next++) {
          if (i >= 300) await aIsDead;
          await send(i % 2 === 0 ? a : b, i);
        }
      }),
    );
    await until(async () => unanswered > 10, 30_000);
    await a.stop('SIGKILL');
    killed();
    answerAfterMs = 0;
    await burst;

    // B went on answering all of its share; A's was cut short.
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(acknowledged.length).toBeLessThanOrEqual(350);
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM contact_requests WHERE name LIKE 'Burst %'`,
    );
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // Each acknowledged lead is notified, B taking over what A held once its claim ran out.
    // A delivery A sent but could not record is sent again under the same webhook-id, which
    // is how the receiver knows it for a repeat.
    const outbox = await allDelivered();
    const byLead = new Map(outbox.map((r) => [r.lead_id, r.id]));
    for (const id of acknowledged) expect(byLead.has(id), id).toBe(true);
    expect(new Set(received)).toEqual(new Set(outbox.map((r) => r.id)));
    // Some were held by A when it died: sent again after the claim ran out.
    const retaken = await db.query(`SELECT count(*) AS n FROM outbox WHERE attempts > 1`);
    expect(Number(retaken.rows[0].n)).toBeGreaterThan(0);
    // Repeats: at most what A held at once (one batch), and none before this burst.
    expect(received.length - new Set(received).size).toBeLessThanOrEqual(10);
  });
});
