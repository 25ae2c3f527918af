// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { openDatabase } from '../../src/db/sqlite';
import { loadNotice, type Channel, type LeadNotice } from '../../src/outbox/notice';
import { claimDue, listUndelivered } from '../../src/outbox/queue';
import { OutboxWorker } from '../../src/outbox/worker';
import { parseServerEnv } from '../../src/env';
import { runLeadsCli } from '../../src/cli/index';
import { listContactRequests, saveContactRequest } from '../../src/leads/contact';
import { listApplications, readCv, saveApplication } from '../../src/leads/career';
import { listSubscriptions, saveSubscription } from '../../src/leads/subscription';
import { migratePostgres, migrations } from '../../src/db/migrations';
import { forgetPerson, purgeOlderThan } from '../../src/leads/retention';
import { openStore } from '../../src/db/open';
import { openPool, PgRunner, toPgPlaceholders } from '../../src/db/postgres';
import { directRunner } from '../../src/db/runner';
import { addressKeys, contact, expectAddressesKeyed, meta } from '../support/leads';
import { pdfBytes } from '../support/pdf';
import { startPostgres, type TestPostgres } from '../support/postgres';

// A real PostgreSQL server (the Debian package), started here and removed after.
let server: TestPostgres;
const pools: Pool[] = [];
let databases = 0;
/** A new empty database and a pool on it. */
const freshPool = (max = 10) => {
  const pool = openPool(server.createDatabase(`t${(databases += 1)}`), max);
  pools.push(pool);
  return pool;
};
const poolOn = (url: string, max = 10) => {
  const pool = openPool(url, max);
  pools.push(pool);
  return pool;
};

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});

const application = (bytes: Buffer) => ({
  name: 'Bo',
  email: 'bo@x.test',
  phone: '2',
  job: 'dev',
  cv: {
    filename: 'cv.pdf',
    type: 'application/pdf',
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  },
});

async function migratedRunner() {
  const pool = freshPool();
  await migratePostgres(pool);
  return { pool, store: new PgRunner(pool) };
}

describe('placeholders', () => {
  it('numbers each ? outside literals, identifiers and comments', () => {
    expect(toPgPlaceholders(`SELECT ?, '?', "a?" -- ?\n, ? WHERE x = 'it''s ?' AND y = ?`)).toBe(
      `SELECT $1, '?', "a?" -- ?\n, $2 WHERE x = 'it''s ?' AND y = $3`,
    );
  });
});

describe('PgRunner', () => {
  it('runs a batch in one transaction: all of it, or nothing when a statement fails', async () => {
    const { store } = await migratedRunner();
    await saveContactRequest(store, contact, meta());
    await expect(
      store.batch([
        { sql: 'DELETE FROM contact_requests', params: [] },
        { sql: 'INSERT INTO no_such_table VALUES (?)', params: [1] },
      ]),
    ).rejects.toThrow(/no_such_table/);
    expect(await listContactRequests(store, '')).toHaveLength(1);
    // The connection that failed is usable again.
    expect(await store.batch([{ sql: 'SELECT ? AS x', params: ['y'], mode: 'get' }])).toEqual([{ x: 'y' }]);
  });

  it('returns changes, one row or null, all rows; keeps bytes as bytes', async () => {
    const { store } = await migratedRunner();
    const bytes = pdfBytes(200_000);
    const id = await saveApplication(store, application(bytes), meta());
    expect((await readCv(store, id))?.equals(bytes)).toBe(true);
    const [changed, none, all] = await store.batch([
      { sql: 'UPDATE applications SET job = ? WHERE id = ?', params: ['ops', id] },
      { sql: 'SELECT id FROM applications WHERE id = ?', params: ['nobody'], mode: 'get' },
      { sql: 'SELECT job, cv_size FROM applications', params: [], mode: 'all' },
    ]);
    expect(changed).toEqual({ changes: 1 });
    expect(none).toBeNull();
    expect(all).toEqual([{ job: 'ops', cv_size: 200_000 }]);
  });

  it('fails only the batch whose connection the server drops mid-query; the process and the pool go on', async () => {
    const { pool, store } = await migratedRunner();
    const admin = freshPool(1);
    const sleeping = store.batch([{ sql: 'SELECT pg_sleep(30)', params: [] }]);
    const rejected = expect(sleeping).rejects.toThrow(/terminat/i);
    await expect
      .poll(async () => {
        const { rows } = await admin.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
           WHERE query = 'SELECT pg_sleep(30)' AND pid <> pg_backend_pid()`,
        );
        return rows.length;
      })
      .toBe(1);
    // Without a listener of its own, the checked-out connection's 'error' ends the test run.
    await rejected;
    expect(await store.batch([{ sql: 'SELECT ? AS x', params: ['y'], mode: 'get' }])).toEqual([{ x: 'y' }]);
    expect(pool.totalCount).toBeGreaterThan(0);
  });
});

describe('migratePostgres', () => {
  it('migrates an empty database once when many connections start together', async () => {
    const url = server.createDatabase('together');
    const many = Array.from({ length: 6 }, () => poolOn(url, 1));
    const versions = await Promise.all(many.map((pool) => migratePostgres(pool)));
    const latest = migrations.at(-1)!.version;
    expect(versions).toEqual(Array(6).fill(latest));
    const { rows } = await many[0]!.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('keys every stored address by one rule (version 3), as on SQLite', async () => {
    const pool = freshPool();
    await migratePostgres(pool, migrations.slice(0, 2));
    await expectAddressesKeyed(new PgRunner(pool), () => migratePostgres(pool));
  });

  it('keys, at the next start, the rows an older instance stored while version 3 rolled out, as on SQLite', async () => {
    const pool = freshPool();
    await migratePostgres(pool);
    const store = new PgRunner(pool);
    await store.batch(addressKeys.rowsOfOlderCode);
    await migratePostgres(pool);
    expect(await forgetPerson(store, 'zoé@exemple.ca')).toMatchObject({
      contactRequests: 1,
      subscriptions: 1,
    });
  });

  it('refuses a database newer than the code', async () => {
    const pool = freshPool();
    await migratePostgres(pool);
    await pool.query(`INSERT INTO schema_migrations VALUES (99, 'future', '')`);
    await expect(migratePostgres(pool)).rejects.toThrow(/newer than this code/);
  });
});

describe('openStore with DATABASE_URL', () => {
  it('migrates on first use, and tries again when the database was not there yet', async () => {
    const url = server.createDatabase('later').replace(/\/later$/, '/not_yet');
    const { store, limiter } = openStore(
      parseServerEnv({ DATABASE_URL: url, FORMS_IP_SALT: 'a-salt-of-sixteen-chars' }),
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(saveContactRequest(store, contact, meta())).rejects.toThrow(/not_yet/);
      server.createDatabase('not_yet');
      await saveContactRequest(store, contact, meta());
      expect(await listContactRequests(store, '')).toHaveLength(1);
      expect(await limiter.take('someone')).toEqual({ allowed: true });
    } finally {
      quiet.mockRestore();
      await (store as PgRunner).close();
    }
  });
});

describe('the store on PostgreSQL', () => {
  it("hands channels each lead's fields under the form payload's names, upper case included", async () => {
    const { store } = await migratedRunner();
    const { id } = await saveSubscription(store, { email: 'Jo@Example.test', source: 'footer' }, meta());
    expect((await loadNotice(store, 'optin', id, false))?.fields).toEqual({
      EMAIL: 'Jo@Example.test',
      SIGNUP: 'footer',
    });
    const contactId = await saveContactRequest(store, contact, meta());
    expect((await loadNotice(store, 'contact', contactId, false))?.fields).toEqual({ ...contact });
  });

  it('lists leads at or after a time, by time then id; a repeated opt-in is stored once', async () => {
    const { store } = await migratedRunner();
    const early = await saveContactRequest(store, contact, meta('2026-01-01T00:00:00.000Z'));
    const late = await saveContactRequest(
      store,
      { ...contact, role: undefined },
      meta('2026-02-01T00:00:00.000Z'),
    );
    expect((await listContactRequests(store, '')).map((r) => r.id)).toEqual([early, late]);
    expect(await listContactRequests(store, '2026-01-15T00:00:00.000Z')).toEqual([
      expect.objectContaining({ id: late, role: '', locale: 'fr' }),
    ]);
    const first = await saveSubscription(store, { email: 'C@x.test', source: 'w' }, meta(), ['webhook']);
    const again = await saveSubscription(store, { email: 'c@X.test ', source: 'w' }, meta(), ['webhook']);
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await listSubscriptions(store, '')).toHaveLength(1);
    expect(await listUndelivered(store)).toHaveLength(1);
    const bytes = pdfBytes(1000);
    await saveApplication(store, application(bytes), meta());
    expect(await listApplications(store, '')).toEqual([expect.objectContaining({ cv_size: 1000 })]);
  });

  it('purges old leads and forgets a person with their deliveries', async () => {
    const { store } = await migratedRunner();
    await saveContactRequest(store, contact, meta('2020-01-01T00:00:00.000Z'), ['webhook']);
    await saveContactRequest(store, { ...contact, email: 'z@z.test' }, meta(), ['webhook']);
    await saveApplication(store, application(pdfBytes(100)), meta(), ['email']);
    expect(await purgeOlderThan(store, 180)).toEqual({ contactRequests: 1, applications: 0, deliveries: 1 });
    expect(await forgetPerson(store, ' BO@x.test')).toEqual({
      contactRequests: 0,
      applications: 1,
      subscriptions: 0,
      deliveries: 1,
    });
    const { rows } = await (store as PgRunner).pool.query('SELECT count(*)::int AS n FROM application_cvs');
    expect(rows[0].n).toBe(0);
  });
});

describe('claiming on PostgreSQL', () => {
  it('never hands the same delivery to two claimers at once', async () => {
    const { pool, store } = await migratedRunner();
    const now = Date.now();
    for (let i = 0; i < 20; i += 1)
      await store.batch(
        Array.from({ length: 10 }, () => ({
          sql: `INSERT INTO contact_requests (id, received_at, locale, client_hash, name, company_name, email, phone, activity, role)
                VALUES (gen_random_uuid()::text, ?, NULL, 'h', 'n', 'c', 'e', 'p', 'a', '')`,
          params: [new Date(now - 1000).toISOString()],
        })),
      );
    await pool.query(
      `INSERT INTO outbox (id, lead_kind, lead_id, channel, created_at, next_attempt_at, give_up_at)
      SELECT 'msg_' || id, 'contact', id, 'webhook', $1, $1, $2 FROM contact_requests`,
      [new Date(now - 1000).toISOString(), new Date(now + 86_400_000).toISOString()],
    );
    // Eight claimers at once, on their own connections, until nothing is left.
    const url = (pool.options as { connectionString: string }).connectionString;
    const claimers = Array.from({ length: 8 }, () => new PgRunner(poolOn(url, 1)));
    const taken: string[] = [];
    await Promise.all(
      claimers.map(async (claimer) => {
        for (;;) {
          const batch = await claimDue(claimer, now, 60_000, 7);
          if (batch.length === 0) return;
          taken.push(...batch.map((d) => d.id));
        }
      }),
    );
    expect(taken).toHaveLength(200);
    expect(new Set(taken).size).toBe(200);
    // Held for the lease: nobody takes them again before it ends, anybody after.
    expect(await claimDue(store, now + 30_000, 60_000, 500)).toHaveLength(0);
    expect(await claimDue(store, now + 61_000, 60_000, 500)).toHaveLength(200);
  });

  it('delivers each notification once with two workers on one database', async () => {
    const { pool, store } = await migratedRunner();
    for (let i = 0; i < 60; i += 1) await saveContactRequest(store, contact, meta(), ['webhook']);
    const sent: string[] = [];
    const channel: Channel = {
      name: 'webhook',
      send: async (_notice: LeadNotice, deliveryId: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(deliveryId);
      },
    } as Channel;
    const url = (pool.options as { connectionString: string }).connectionString;
    const workers = [new PgRunner(poolOn(url, 2)), new PgRunner(poolOn(url, 2))].map(
      (runner) => new OutboxWorker(runner, [channel], { leaseMs: 60_000, firstDelayMs: 1000 }),
    );
    const passes = async (worker: OutboxWorker) => {
      while ((await worker.pass()) > 0);
    };
    await Promise.all(workers.map(passes));
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
    expect(await listUndelivered(store)).toEqual([]);
  });
});

describe('npm run leads on PostgreSQL', () => {
  let root: string;
  let out: string[];
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cli-pg-'));
    out = [];
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const cli = (env: Record<string, string>, ...args: string[]) =>
    runLeadsCli(args, {
      env: { DATA_DIR: path.join(root, 'data'), FORMS_IP_SALT: 'a-salt-of-sixteen-chars', ...env },
      cwd: root,
      now: new Date(),
      log: (line) => out.push(line),
      error: (line) => out.push(`error: ${line}`),
    });

  it('exports, lists, retries, purges and forgets as on SQLite', async () => {
    const { pool, store } = await migratedRunner();
    const url = (pool.options as { connectionString: string }).connectionString;
    await saveContactRequest(store, contact, meta('2020-01-01T00:00:00.000Z'), ['webhook']);
    const bytes = pdfBytes(5000);
    const cvId = await saveApplication(store, application(bytes), meta(), ['webhook']);
    await saveSubscription(store, { email: 'bo@x.test', source: 'w' }, meta());
    const env = { DATABASE_URL: url };

    expect(await cli(env, 'export', '--out', 'x')).toBe(0);
    expect(out.at(-1)).toMatch(/^1 contact requests, 1 applications .* and 1 subscriptions written to /);
    expect(fs.readFileSync(path.join(root, 'x', 'cvs', `${cvId}.pdf`)).equals(bytes)).toBe(true);

    expect(await cli(env, 'outbox')).toBe(0);
    expect(out).toContain('2 notifications not delivered');
    await pool.query(`UPDATE outbox SET status = 'failed'`);
    expect(await cli(env, 'retry')).toBe(0);
    expect(out.at(-1)).toMatch(/^2 notifications due again now/);

    expect(await cli(env, 'purge')).toBe(0);
    expect(out.at(-1)).toMatch(
      /^1 contact requests and 0 applications .* with 1 notifications and 0 audit log entries$/,
    );
    expect(await cli(env, 'forget', 'BO@x.test')).toBe(0);
    expect(out.at(-1)).toBe(
      '0 contact requests, 1 applications (with their CVs), 1 subscriptions and 1 notifications removed',
    );
    expect(out.join('\n')).not.toContain(url);
  });

  it('migrate-to copies every SQLite row into an empty database, and refuses a second time', async () => {
    const db = openDatabase(path.join(root, 'data'));
    const sqlite = directRunner(db);
    const bytes = pdfBytes(30_000);
    const contactId = await saveContactRequest(sqlite, contact, meta('2026-01-01T00:00:00.000Z'), [
      'webhook',
    ]);
    const cvId = await saveApplication(sqlite, application(bytes), meta('2026-01-02T00:00:00.000Z'), [
      'email',
    ]);
    await saveSubscription(sqlite, { email: 'c@x.test', source: 'w' }, meta('2026-01-03T00:00:00.000Z'));
    const before = db.prepare('SELECT * FROM outbox ORDER BY id').all();
    db.close();

    const url = server.createDatabase(`target${(databases += 1)}`);
    const withPassword = url.replace('postgres@', 'postgres:s3cret@');
    expect(await cli({}, 'migrate-to', withPassword)).toBe(0);
    expect(out.at(-1)).toMatch(
      /^1 contact requests, 1 applications \(1 CVs\), 1 subscriptions and 2 notifications copied to postgres:\/\/postgres:\*\*\*@/,
    );
    expect(out.join('\n')).not.toContain('s3cret');

    const target = new PgRunner(poolOn(url));
    expect((await listContactRequests(target, '')).map((r) => r.id)).toEqual([contactId]);
    expect((await readCv(target, cvId))?.equals(bytes)).toBe(true);
    expect(await listSubscriptions(target, '')).toHaveLength(1);
    const [after] = await target.batch([
      { sql: 'SELECT * FROM outbox ORDER BY id', params: [], mode: 'all' },
    ]);
    expect(after).toEqual(before);

    expect(await cli({}, 'migrate-to', url)).toBe(1);
    expect(out.at(-1)).toMatch(/already holds contact_requests/);
    expect(await cli({}, 'migrate-to', 'mysql://x')).toBe(2);
  });
});
