// @vitest-environment node
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Pool } from 'pg';
import {
  CHALLENGE_PATH,
  encodeProof,
  HONEYPOT_FIELD,
  PROOF_OF_WORK_HEADER,
  PROOF_OF_WORK_PARAM,
} from '@polyfence/lead-contract';
import { openPool } from '../../src/db/postgres';
import { CV_MAX_BYTES } from '@polyfence/lead-contract';
import { SPAM_CV_BUDGET_BYTES } from '../../src/leads/career';
import { careerBody, contactBody, post } from '../support/payloads';
import { pdfBytes } from '../support/pdf';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { startReceiver, webhookTo } from '../support/receivers';
import { newDataDir, readDatabase, startServer, testPort, type FormsServer } from '../support/server';

// A bot corpus over HTTP with the proof of work required (the default): every bot's post is
// answered 201 like a person's, stored as spam with its reasons, and never notified; the
// people's leads are notified. On SQLite, and on PostgreSQL behind two instances, where a
// proof spent on one is refused by the other.
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let postgres: TestPostgres | undefined;
let pool: Pool | undefined;
const servers: FormsServer[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await pool?.end();
  await receiver.close();
});

const env = () => ({
  FORMS_PROOF_OF_WORK: 'required',
  FORMS_FLOOD_PER_HOUR: '3',
  FORMS_TRUST_PROXY: '1',
  FORMS_RATE_LIMIT_PER_MINUTE: '1000',
  FORMS_RATE_LIMIT_BURST: '1000',
  ...webhookTo(receiver.url),
  METRICS_TOKEN: 'spam-test-metrics-token',
});

let clients = 0;
/** A client of its own (a forwarded address): no flood shared between tests. */
const newClient = () => ({ 'X-Forwarded-For': `10.9.${(clients += 1) >> 8}.${clients & 255}` });

/** What a browser does while its visitor types: fetch a challenge, solve it. */
async function solve(base: string) {
  const response = await fetch(`${base}${CHALLENGE_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const challenge = (await response.json()) as Challenge;
  return { challenge, solution: (await solveChallenge({ challenge, deriveKey }))! };
}

interface Store {
  a: string;
  b: string;
  query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
}

async function sqliteStore(): Promise<Store> {
  const server = await startServer({ port: testPort(60), dataDir: newDataDir(), env: env() });
  servers.push(server);
  const query = async (sql: string, params: unknown[] = []) =>
    readDatabase(server.dataDir, (db) => db.prepare(sql).all(...params) as Record<string, unknown>[]);
  return { a: server.url, b: server.url, query };
}

async function postgresStore(): Promise<Store> {
  postgres = await startPostgres(3890);
  const shared = { ...env(), DATABASE_URL: postgres.url, FORMS_IP_SALT: 'one-salt-for-every-instance' };
  const [a, b] = [
    await startServer({ port: testPort(61), dataDir: newDataDir(), env: shared }),
    await startServer({ port: testPort(62), dataDir: newDataDir(), env: shared }),
  ];
  servers.push(a, b);
  pool = openPool(postgres.url, 2);
  const query = async (sql: string, params: unknown[] = []) => {
    let n = 0;
    return (
      await pool!.query(
        sql.replace(/\?/g, () => `$${(n += 1)}`),
        params,
      )
    ).rows;
  };
  return { a: a.url, b: b.url, query };
}

describe.each([
  ['SQLite', sqliteStore],
  ['PostgreSQL, two instances', postgresStore],
])('spam on %s', (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  }, 120_000);

  const reasonsOf = async (id: string) => {
    const [row] = await store.query('SELECT status, spam_reasons, due_at FROM lead_work WHERE lead_id = ?', [
      id,
    ]);
    return row;
  };
  const idOf = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const notifiedIds = () =>
    receiver.delivered().map((d) => (JSON.parse(d.body) as { data: { id: string } }).data.id);

  it('notifies the people and holds every bot as spam with its reasons, answered alike', async () => {
    const person = await solve(store.a);
    const personProof = encodeProof(person);
    const people = [
      await idOf(
        await post(
          `${store.a}/propulso/geo`,
          contactBody({ name: "Marie-Ève D'Amours", company_name: "Boulangerie L'Épi d'Or" }),
          {
            ...newClient(),
            [PROOF_OF_WORK_HEADER]: personProof,
          },
        ),
      ),
      await idOf(
        await post(`${store.b}/propulso/career`, careerBody(), {
          ...newClient(),
          [PROOF_OF_WORK_HEADER]: encodeProof(await solve(store.b)),
        }),
      ),
    ];

    // The same key signs for every instance: read from the store, it makes a challenge
    // that expired a minute ago, as a slow bot would send back.
    const [secrets] = [await store.query('SELECT name, value FROM host_secrets ORDER BY name')];
    const keys = Object.fromEntries(secrets!.map((r) => [r.name, r.value])) as Record<string, string>;
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() - 60_000),
      hmacSignatureSecret: keys['proof-of-work-challenge']!,
      hmacKeySignatureSecret: keys['proof-of-work-key']!,
    });
    const forged = await solve(store.a);
    forged.challenge.parameters.cost = 1;

    const bots: [string, Promise<Response>][] = [
      ['proof-missing', post(`${store.a}/propulso/geo`, contactBody({ name: 'No Proof' }), newClient())],
      [
        'proof-replayed',
        post(`${store.b}/propulso/geo`, contactBody({ name: 'Replay' }), {
          ...newClient(),
          [PROOF_OF_WORK_HEADER]: personProof,
        }),
      ],
      [
        'proof-expired',
        post(`${store.a}/propulso/geo`, contactBody({ name: 'Late' }), {
          ...newClient(),
          [PROOF_OF_WORK_HEADER]: encodeProof({
            challenge: expired,
            solution: (await solveChallenge({ challenge: expired, deriveKey }))!,
          }),
        }),
      ],
      [
        'proof-invalid',
        post(`${store.a}/propulso/geo`, contactBody({ name: 'Forger' }), {
          ...newClient(),
          [PROOF_OF_WORK_HEADER]: encodeProof(forged),
        }),
      ],
      [
        'link',
        post(`${store.a}/propulso/geo`, contactBody({ company_name: 'Cheap SEO https://spam.example' }), {
          ...newClient(),
          [PROOF_OF_WORK_HEADER]: encodeProof(await solve(store.a)),
        }),
      ],
      [
        'honeypot',
        post(`${store.b}/propulso/career`, careerBody(undefined, { [HONEYPOT_FIELD]: 'http://x.example' }), {
          ...newClient(),
          [PROOF_OF_WORK_HEADER]: encodeProof(await solve(store.b)),
        }),
      ],
    ];
    const held: [string, string][] = [];
    for (const [reason, response] of bots) held.push([reason, await idOf(await response)]);

    await expect.poll(notifiedIds, { timeout: 30_000 }).toEqual(expect.arrayContaining(people));
    // Time for a wrongly queued notification to go out too.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const [reason, id] of held) {
      expect(await reasonsOf(id), reason).toMatchObject({ status: 'spam', due_at: null });
      expect(JSON.parse(String((await reasonsOf(id))!.spam_reasons)), reason).toContain(reason);
      expect(notifiedIds()).not.toContain(id);
      expect(await store.query('SELECT id FROM outbox WHERE lead_id = ?', [id])).toEqual([]);
    }
    for (const id of people) expect(await reasonsOf(id)).toMatchObject({ status: 'new', spam_reasons: null });
  });

  it('holds a flood from one client past FORMS_FLOOD_PER_HOUR, and a sign-up without proof', async () => {
    const client = newClient();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push(
        await idOf(
          await post(`${store.a}/propulso/geo`, contactBody({ name: `Client ${i}` }), {
            ...client,
            [PROOF_OF_WORK_HEADER]: encodeProof(await solve(store.a)),
          }),
        ),
      );
    expect((await reasonsOf(ids[2]!))!.status).toBe('new');
    expect((await reasonsOf(ids[3]!))!).toMatchObject({ status: 'spam', spam_reasons: '["flood"]' });

    const subscribe = (email: string, proof?: string, trap?: string) => {
      const url = new URL(`${store.b}/optin/subscribe/post-json`);
      url.search = new URLSearchParams({
        EMAIL: email,
        SIGNUP: 'website',
        c: 'cb',
        ...(proof ? { [PROOF_OF_WORK_PARAM]: proof } : {}),
        ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
      }).toString();
      return fetch(url, { headers: newClient() });
    };
    const trapped = await subscribe('trapped@example.test', encodeProof(await solve(store.a)), 'x');
    expect(trapped.status).toBe(200);
    for (const response of [
      await subscribe('held@example.test'),
      await subscribe('person@example.test', encodeProof(await solve(store.a))),
    ]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('/**/cb({"result":"success","msg":"subscribed"});\n');
    }
    const rows = await store.query('SELECT id, email, spam_reasons FROM subscriptions ORDER BY email');
    expect(rows.map((r) => [r.email, r.spam_reasons])).toEqual([
      ['held@example.test', '["proof-missing"]'],
      ['person@example.test', null],
      ['trapped@example.test', '["honeypot"]'],
    ]);
    const person = rows.find((r) => r.email === 'person@example.test')!.id as string;
    await expect.poll(notifiedIds, { timeout: 30_000 }).toContain(person);
    expect(notifiedIds()).not.toContain(rows[0]!.id);

    // Counted apart from the leads, so a dashboard shows what the checks hold.
    const metrics = await (
      await fetch(`${store.a}/metrics`, { headers: { Authorization: 'Bearer spam-test-metrics-token' } })
    ).text();
    expect(Number(/^forms_spam_held_total\{kind="contact"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);
  });

  it('counts no spam toward a flood: a page that makes a visitor’s browser post spam cannot hold their request', async () => {
    // What another site's page can make a visitor's browser do: load the opt-in as scripts
    // (no proof), and post without one. Each is held as spam, FORMS_FLOOD_PER_HOUR (3) times over.
    const visitor = newClient();
    for (let i = 0; i < 3; i += 1) {
      const url = `${store.b}/optin/subscribe/post-json?EMAIL=planted${i}%40example.test&c=cb`;
      expect((await fetch(url, { headers: visitor })).status).toBe(200);
    }
    const planted = await idOf(
      await post(`${store.a}/propulso/geo`, contactBody({ name: 'Planted' }), visitor),
    );
    expect((await reasonsOf(planted))!.status).toBe('spam');
    // Then the visitor's own request, with its proof, goes to the team.
    const own = await idOf(
      await post(`${store.b}/propulso/geo`, contactBody({ name: 'Nadia Tremblay' }), {
        ...visitor,
        [PROOF_OF_WORK_HEADER]: encodeProof(await solve(store.b)),
      }),
    );
    expect(await reasonsOf(own)).toMatchObject({ status: 'new', spam_reasons: null });
    await expect.poll(notifiedIds, { timeout: 30_000 }).toContain(own);
  });

  it('keeps the CVs of spam up to its budget, then their names and sizes only; a person’s CV always', async () => {
    // A bot's cheapest flood: the largest CV, no proof, each from an address of its own.
    const big = pdfBytes(CV_MAX_BYTES);
    const flood: string[] = [];
    for (let i = 0; i < 11; i += 1)
      flood.push(await idOf(await post(`${store.a}/propulso/career`, careerBody(big), newClient())));
    const keptBytes = async () =>
      Number(
        (
          await store.query(
            `SELECT COALESCE(SUM(a.cv_size), 0) AS n FROM applications a
             JOIN lead_work w ON w.lead_id = a.id JOIN application_cvs c ON c.application_id = a.id
             WHERE w.status = 'spam'`,
          )
        )[0]!.n,
      );
    const hasBytes = async (id: string) =>
      (await store.query('SELECT application_id FROM application_cvs WHERE application_id = ?', [id])).length;
    expect(await keptBytes()).toBeLessThanOrEqual(SPAM_CV_BUDGET_BYTES);
    const kept = [];
    for (const id of flood) kept.push(await hasBytes(id));
    expect(kept.slice(0, 9)).toEqual(Array(9).fill(1));
    expect(kept.at(-1)).toBe(0);
    // Every one is kept as spam all the same, its CV described.
    for (const id of flood) {
      expect(await reasonsOf(id)).toMatchObject({ status: 'spam' });
      expect(await store.query('SELECT cv_size FROM applications WHERE id = ?', [id])).toEqual([
        { cv_size: big.length },
      ]);
    }
    // A person's application, sent with its proof, keeps its CV whatever spam has taken.
    const person = await idOf(
      await post(`${store.b}/propulso/career`, careerBody(big), {
        ...newClient(),
        [PROOF_OF_WORK_HEADER]: encodeProof(await solve(store.b)),
      }),
    );
    expect(await hasBytes(person)).toBe(1);
  });
});
