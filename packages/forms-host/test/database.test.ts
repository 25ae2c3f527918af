// @vitest-environment node
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTION_PRAGMAS, databasePath, openDatabase, type Db } from '../src/db/sqlite';
import { listContactRequests, saveContactRequest } from '../src/leads/contact';
import { listApplications, readCv, saveApplication } from '../src/leads/career';
import { listSubscriptions, saveSubscription } from '../src/leads/subscription';
import { migrate, migrations, schemaVersion } from '../src/db/migrations';
import { directRunner, SqliteThread } from '../src/db/runner';
import { forgetPerson } from '../src/leads/retention';
import { searchTerms } from '../src/inbox/terms';
import { addressKeys, application, contact, expectAddressesKeyed, meta } from './support/leads';
import { pdfBytes } from './support/pdf';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'nested', 'data');
  db = openDatabase(dir);
});
afterEach(() => {
  db.close();
  fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the folder, owner-only, and a WAL database at the latest schema', () => {
    expect(fs.statSync(dir).mode & 0o077).toBe(0);
    expect(fs.existsSync(databasePath(dir))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(schemaVersion(db)).toBe(migrations.at(-1)?.version);
  });

  it('opens an existing database again without touching its rows', async () => {
    await saveContactRequest(directRunner(db), contact, meta('2026-01-01T00:00:00.000Z'));
    db.close();
    db = openDatabase(dir);
    expect(await listContactRequests(directRunner(db), '')).toHaveLength(1);
  });
});

describe('migrate', () => {
  it('applies only the steps above the current version, each once', () => {
    const memory = new Database(':memory:');
    const steps = [
      { version: 1, name: 'a', ddl: () => 'CREATE TABLE a (x INTEGER) STRICT;' },
      { version: 2, name: 'b', ddl: () => 'CREATE TABLE b (x INTEGER) STRICT;' },
    ];
    expect(migrate(memory, steps.slice(0, 1))).toBe(1);
    expect(migrate(memory, steps)).toBe(2);
    expect(migrate(memory, steps)).toBe(2);
    const tables = memory.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(['a', 'b']);
  });

  it('leaves nothing behind when a step fails', () => {
    const memory = new Database(':memory:');
    const steps = [{ version: 1, name: 'broken', ddl: () => 'CREATE TABLE a (x INTEGER); NOT SQL;' }];
    expect(() => migrate(memory, steps)).toThrow();
    expect(schemaVersion(memory)).toBe(0);
    expect(memory.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get()).toBe(0);
  });

  it('keys, at the next start, the rows an older instance stored while version 3 rolled out', async () => {
    const memory = new Database(':memory:');
    migrate(memory);
    const store = directRunner(memory);
    await store.batch(addressKeys.rowsOfOlderCode);
    migrate(memory);
    expect(await forgetPerson(store, 'zoé@exemple.ca')).toMatchObject({
      contactRequests: 1,
      subscriptions: 1,
    });
  });

  it('refuses a database newer than the code', () => {
    const memory = new Database(':memory:');
    memory.pragma('user_version = 99');
    expect(() => migrate(memory)).toThrow(/newer than this code/);
  });

  it('keys every stored address by one rule (version 3): any case, any Unicode form, one subscription per mailbox', async () => {
    const memory = new Database(':memory:');
    migrate(memory, migrations.slice(0, 2));
    await expectAddressesKeyed(directRunner(memory), () => migrate(memory));
  });
});

describe('version 5', () => {
  it('finds the leads stored before it as the inbox finds the leads of today', () => {
    const memory = new Database(':memory:');
    migrate(memory, migrations.slice(0, 4));
    const typed = {
      name: 'Élodie  GAGNÉ-Côté',
      company: 'Café Fleuri ẞ inc.',
      email: ' Elodie.ı@Fleuri.CA ',
      phone: '+1 (514) 555-0100',
    };
    memory
      .prepare(
        `INSERT INTO contact_requests (id, received_at, client_hash, name, company_name, email, phone, activity, role)
         VALUES ('lead', '2026-11-02T14:00:00.000Z', 'c', ?, ?, ?, ?, 'retail', '')`,
      )
      .run(typed.name, typed.company, typed.email, typed.phone);
    migrate(memory);
    const stored = memory.prepare("SELECT term FROM lead_terms WHERE lead_id = 'lead'").pluck().all();
    expect(stored.sort()).toEqual(searchTerms(typed).sort());
  });
});

describe('the migrations', () => {
  it('use no code outside the store: a released one stays what it was when live code changes', () => {
    const folder = path.join(__dirname, '../src/db/migrations');
    for (const file of fs.readdirSync(folder)) {
      const source = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const [, from] of source.matchAll(/from '(\.[^']*)'/g))
        if (file !== 'index.ts') expect(path.resolve(folder, from!), file).toMatch(/\/src\/db\//);
    }
  });
});

describe('version 12', () => {
  it('files the sources stored before it under the columns the sources page groups by', () => {
    const memory = new Database(':memory:');
    migrate(memory, migrations.slice(0, 11));
    const insert = memory.prepare(
      `INSERT INTO lead_work (lead_id, lead_kind, received_at, status, updated_at, source)
       VALUES (?, 'contact', '2026-11-02T14:00:00.000Z', 'new', '2026-11-02T14:00:00.000Z', ?)`,
    );
    insert.run(
      'tagged',
      JSON.stringify({
        landing: '/fr?utm_campaign=automne',
        utm_campaign: 'automne',
        utm_source: 'google',
        utm_medium: 'cpc',
        referrer: 'https://a.example',
        cta: 'hero',
      }),
    );
    insert.run('bare', '{}');
    insert.run('broken', '{not json');
    migrate(memory);
    const rows = memory
      .prepare(
        'SELECT lead_id, utm_campaign, utm_source, utm_medium, referrer, landing_path, cta, won_value_cents FROM lead_work ORDER BY lead_id',
      )
      .all();
    const none = {
      utm_campaign: '',
      utm_source: '',
      utm_medium: '',
      referrer: '',
      landing_path: '',
      cta: '',
    };
    expect(rows).toEqual([
      { lead_id: 'bare', ...none, won_value_cents: null },
      { lead_id: 'broken', ...none, won_value_cents: null },
      {
        lead_id: 'tagged',
        ...{
          utm_campaign: 'automne',
          utm_source: 'google',
          utm_medium: 'cpc',
          referrer: 'https://a.example',
        },
        ...{ landing_path: '/fr', cta: 'hero', won_value_cents: null },
      },
    ]);
  });
});

describe('leads store', () => {
  it('lists contact requests received at or after a time, in order', async () => {
    const early = await saveContactRequest(directRunner(db), contact, meta('2026-01-01T00:00:00.000Z'));
    const late = await saveContactRequest(
      directRunner(db),
      { ...contact, role: undefined },
      meta('2026-02-01T00:00:00.000Z', null),
    );
    expect((await listContactRequests(directRunner(db), '')).map((r) => r.id)).toEqual([early, late]);
    expect(await listContactRequests(directRunner(db), '2026-01-15T00:00:00.000Z')).toEqual([
      expect.objectContaining({ id: late, role: '', locale: null, company_name: 'Acme' }),
    ]);
  });

  it('keeps a CV byte for byte, with its size and SHA-256', async () => {
    const bytes = pdfBytes(100_000);
    const id = await saveApplication(directRunner(db), application(bytes), meta('2026-01-01T00:00:00.000Z'));
    expect((await readCv(directRunner(db), id))?.equals(bytes)).toBe(true);
    expect(await listApplications(directRunner(db), '')).toEqual([
      expect.objectContaining({
        id,
        cv_filename: 'CV Ana.pdf',
        cv_size: 100_000,
        cv_sha256: 'f'.repeat(64),
      }),
    ]);
  });

  it('subscribes an address once, whatever its case; a repeat keeps the first row', async () => {
    const first = await saveSubscription(
      directRunner(db),
      { email: 'Ana@Acme.test', source: 'website' },
      meta('2026-01-01T00:00:00.000Z'),
    );
    const again = await saveSubscription(
      directRunner(db),
      { email: 'ana@acme.test ', source: 'blog' },
      meta('2026-01-02T00:00:00.000Z'),
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await listSubscriptions(directRunner(db), '')).toEqual([
      expect.objectContaining({
        email: 'Ana@Acme.test',
        signup_source: 'website',
        subscribed_at: '2026-01-01T00:00:00.000Z',
      }),
    ]);
  });
});

describe('the writer thread', () => {
  it('commits what it is given, CV bytes included, for any other connection to read', async () => {
    const thread = new SqliteThread(databasePath(dir), CONNECTION_PRAGMAS);
    try {
      const bytes = pdfBytes(50_000);
      const id = await saveApplication(thread, application(bytes), meta('2026-01-01T00:00:00.000Z'));
      expect((await readCv(directRunner(db), id))?.equals(bytes)).toBe(true);
      expect(
        await saveSubscription(thread, { email: 'b@x.test', source: 'w' }, meta('2026-01-01T00:00:00.000Z')),
      ).toMatchObject({ created: true });
    } finally {
      await thread.close();
    }
  });

  it('rolls a failed batch back whole, says why, and goes on serving', async () => {
    const thread = new SqliteThread(databasePath(dir), CONNECTION_PRAGMAS);
    try {
      const insert = {
        sql: "INSERT INTO application_cvs (application_id, bytes) VALUES ('none', x'00')",
        params: [],
      };
      await expect(
        thread.batch([{ sql: 'DELETE FROM contact_requests', params: [] }, insert]),
      ).rejects.toThrow(/FOREIGN KEY/);
      await saveContactRequest(directRunner(db), contact, meta('2026-01-01T00:00:00.000Z'));
      await expect(
        thread.batch([{ sql: 'SELECT count(*) AS n FROM contact_requests', params: [], mode: 'get' }]),
      ).resolves.toEqual([{ n: 1 }]);
    } finally {
      await thread.close();
    }
  });
});
