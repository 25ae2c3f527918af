// @vitest-environment node
import type { Pool } from 'pg';
import { openPool } from '../../src/db/postgres';
import { VISIT_KEYS_PER_DAY } from '../../src/visits/count';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { newDataDir, readDatabase, startServer, testPort, type FormsServer } from '../support/server';

// POST /propulso/visit over HTTP, as browsers send it (navigator.sendBeacon: text/plain, the
// page's Origin): one instance on SQLite, then two sharing one PostgreSQL database.
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const beacon = (server: FormsServer, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/propulso/visit`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: server.url,
      'User-Agent': BROWSER,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const page = (overrides: Record<string, unknown> = {}) => ({
  path: '/fr',
  locale: 'fr',
  referrer: 'https://news.example.org',
  utm_source: 'infolettre',
  utm_medium: 'courriel',
  utm_campaign: 'automne',
  entry: true,
  ...overrides,
});

type Totals = { keys: number; views: number; visits: number };

describe('visits on SQLite', () => {
  let server: FormsServer;
  /** A second instance on the same folder (a web process beside another, one machine). */
  let second: FormsServer;
  let dataDir: string;
  const totals = () =>
    readDatabase(dataDir, (db) =>
      db
        .prepare(
          'SELECT count(*) AS keys, COALESCE(sum(views), 0) AS views, COALESCE(sum(visits), 0) AS visits FROM visit_counts',
        )
        .get(),
    ) as Totals;

  beforeAll(async () => {
    dataDir = newDataDir();
    [server, second] = await Promise.all([
      startServer({ port: testPort(80), dataDir }),
      startServer({ port: testPort(83), dataDir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), second?.stop()]);
  });

  it('answers 204, never cached, with no cookie, and counts the view and the visit by day', async () => {
    const response = await beacon(server, page());
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    await beacon(server, page({ path: '/fr/contact', entry: false }));
    expect(totals()).toEqual({ keys: 2, views: 2, visits: 1 });
    const row = readDatabase(dataDir, (db) =>
      db.prepare("SELECT * FROM visit_counts WHERE path = '/fr'").get(),
    );
    // Nothing per visitor: the key and the counts, nothing else.
    expect(Object.keys(row as object).sort()).toEqual(
      [
        'day',
        'locale',
        'path',
        'referrer',
        'utm_campaign',
        'utm_medium',
        'utm_source',
        'views',
        'visits',
      ].sort(),
    );
  });

  it('counts nothing under Global Privacy Control, from a bot, from another site, or malformed', async () => {
    const before = totals();
    const refused = await Promise.all([
      beacon(server, page(), { 'Sec-GPC': '1' }),
      beacon(server, page(), { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
      beacon(server, page(), { 'User-Agent': 'Mozilla/5.0 HeadlessChrome/131.0' }),
      beacon(server, page(), { Origin: 'https://elsewhere.example' }),
      beacon(server, page({ path: 'https://elsewhere.example/' })),
      beacon(server, page({ locale: 'de' })),
      beacon(server, page({ referrer: 'https://news.example.org/a?b=c' })),
      // A lone surrogate: stored differently by SQLite and PostgreSQL, so counted by neither.
      beacon(server, page({ utm_source: '\ud800' })),
      beacon(server, page({ path: '/en-US/\udfff' })),
      beacon(server, '{not json'),
      beacon(server, 'x'.repeat(10_000)),
    ]);
    expect(refused.map((response) => response.status)).toEqual(Array(refused.length).fill(204));
    expect(totals()).toEqual(before);
  });

  it('adds up the counts of two instances on one folder', async () => {
    const before = totals();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => beacon(i % 2 ? server : second, page({ path: '/fr/both' }))),
    );
    expect(totals()).toEqual({
      ...before,
      keys: before.keys + 1,
      views: before.views + 40,
      visits: before.visits + 40,
    });
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${server.url}/propulso/visit`)).status).toBe(405);
  });
});

describe('visits on two instances sharing PostgreSQL', () => {
  let postgres: TestPostgres;
  let db: Pool;
  let a: FormsServer;
  let b: FormsServer;
  const env = (url: string) => ({ DATABASE_URL: url, FORMS_IP_SALT: 'one-salt-for-every-instance' });
  const totals = async (where = 'TRUE') =>
    (
      await db.query<Totals>(
        `SELECT count(*)::int AS keys, COALESCE(sum(views), 0)::int AS views, COALESCE(sum(visits), 0)::int AS visits
         FROM visit_counts WHERE ${where}`,
      )
    ).rows[0]!;

  beforeAll(async () => {
    postgres = await startPostgres(3940);
    db = openPool(postgres.url, 2);
    [a, b] = await Promise.all([
      startServer({ port: testPort(81), dataDir: newDataDir(), env: env(postgres.url) }),
      startServer({ port: testPort(82), dataDir: newDataDir(), env: env(postgres.url) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
  });

  it('adds up the counts of both instances on one key', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => beacon(i % 2 ? a : b, page({ entry: i % 4 === 0 }))),
    );
    expect(await totals()).toEqual({ keys: 1, views: 40, visits: 10 });
  });

  it('holds the day to its cap of keys under a flood of made-up paths from both, losing no count', async () => {
    const sent = VISIT_KEYS_PER_DAY + 200;
    for (let batch = 0; batch < sent; batch += 100)
      await Promise.all(
        Array.from({ length: Math.min(100, sent - batch) }, (_, i) =>
          beacon((batch + i) % 2 ? a : b, page({ path: `/fr/flood-${batch + i}`, utm_campaign: 'flood' })),
        ),
      );
    const flood = await totals("utm_campaign IN ('flood', '(other)')");
    // Two instances racing at the cap may each pass it by a row, no more.
    expect(flood.keys + 1).toBeGreaterThanOrEqual(VISIT_KEYS_PER_DAY - 1);
    expect(flood.keys + 1).toBeLessThanOrEqual(VISIT_KEYS_PER_DAY + 2);
    expect(flood.views).toBe(sent);
    expect((await totals("path = '(other)'")).views).toBeGreaterThanOrEqual(sent - VISIT_KEYS_PER_DAY - 2);
  });
});
