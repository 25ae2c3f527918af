// @vitest-environment node
import Database from 'better-sqlite3';
import http from 'node:http';
import path from 'node:path';
import type { Pool } from 'pg';
import { runLeadsCli } from '@/packages/forms-host/src/cli/index';
import { openPool } from '@/packages/forms-host/src/db/postgres';
import { startPostgres, type TestPostgres } from '../../packages/forms-host/test/support/postgres';
import {
  careerBody,
  contactBody,
  heldOnServer,
  post,
  slowPost,
} from '../../packages/forms-host/test/support/payloads';
import { newDataDir, readDatabase, startServer, testPort, type FormsServer } from './server';

// Each class of hostile input, sent to one server on SQLite and one on PostgreSQL: the
// same body gets the same answer, and what one store keeps the other keeps.
let postgres: TestPostgres;
let pool: Pool;
const servers: Record<'SQLite' | 'PostgreSQL', FormsServer | undefined> = {
  SQLite: undefined,
  PostgreSQL: undefined,
};

const SALT = 'a-salt-for-the-hostile-tests';
const METRICS_TOKEN = 'a-metrics-token-for-the-hostile-tests';
const settings = {
  METRICS_TOKEN,
  FORMS_RATE_LIMIT_PER_MINUTE: '100000',
  FORMS_RATE_LIMIT_BURST: '100000',
  // Two places a client (a quarter): the tests' posts one after another never meet the limit.
  FORMS_MAX_IN_FLIGHT: '8',
  FORMS_BODY_TIMEOUT_SECONDS: '10',
};

beforeAll(async () => {
  postgres = await startPostgres();
  pool = openPool(postgres.url, 2);
  [servers.SQLite, servers.PostgreSQL] = await Promise.all([
    startServer({ port: testPort(30), dataDir: newDataDir(), env: settings }),
    startServer({
      port: testPort(31),
      dataDir: newDataDir(),
      env: { ...settings, DATABASE_URL: postgres.url, FORMS_IP_SALT: SALT },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
  await pool?.end();
});

interface Store {
  server: FormsServer;
  /** Rows of a query on the server's store, read as an operator would. */
  rows: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  /** A statement run on the server's store from another connection. */
  exec: (sql: string) => Promise<void>;
  /** The environment `npm run leads` needs for this store. */
  cliEnv: Record<string, string>;
}

const stores: Record<keyof typeof servers, () => Store> = {
  SQLite: () => {
    const server = servers.SQLite!;
    return {
      server,
      rows: async (sql, params = []) =>
        readDatabase(server.dataDir, (db) => db.prepare(sql).all(...params) as Record<string, unknown>[]),
      exec: async (sql) => {
        const db = new Database(path.join(server.dataDir, 'leads.sqlite'));
        try {
          db.exec(sql);
        } finally {
          db.close();
        }
      },
      cliEnv: { DATA_DIR: server.dataDir },
    };
  },
  PostgreSQL: () => ({
    server: servers.PostgreSQL!,
    rows: async (sql, params = []) => {
      let n = 0;
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${(n += 1)}`),
          params,
        )
      ).rows;
    },
    exec: async (sql) => void (await pool.query(sql)),
    cliEnv: { DATABASE_URL: postgres.url, FORMS_IP_SALT: SALT },
  }),
};

/** A request sent exactly as written: target, method and headers untouched by any client library. */
function raw(
  server: FormsServer,
  method: string,
  target: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({
        host: 'localhost',
        port: new URL(server.url).port,
        method,
        path: target,
        headers,
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      });
      request.on('error', reject);
      request.end(body);
    },
  );
}

const json = { 'Content-Type': 'application/json' };

describe.each(['SQLite', 'PostgreSQL'] as const)('on %s', (name) => {
  let store: Store;
  let geo: string;
  let career: string;
  beforeAll(() => {
    store = stores[name]();
    geo = `${store.server.url}/propulso/geo`;
    career = `${store.server.url}/propulso/career`;
  });

  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
  const countOf = async (table: string) =>
    Number((await store.rows(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

  describe('text a store cannot keep', () => {
    it('refuses a control character (NUL first) in any field of a contact request with 400, storing nothing', async () => {
      const before = await countOf('contact_requests');
      for (const field of ['name', 'company_name', 'email', 'phone', 'role'])
        for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'])
          expect(await answer(await post(geo, contactBody({ [field]: `Ana${control}Roy` }))), field).toEqual({
            status: 400,
            body: { errors: { [field]: ['error_control_characters'] } },
          });
      expect(await countOf('contact_requests')).toBe(before);
    });

    it('refuses NUL in an application, its CV file name included', async () => {
      const cv = careerBody();
      expect(await answer(await post(career, careerBody(undefined, { name: 'Sam\u0000' })))).toEqual({
        status: 400,
        body: { errors: { name: ['error_control_characters'] } },
      });
      expect(
        await answer(await post(career, { ...cv, files: { ...cv.files, filename: 'cv\u0000.pdf' } })),
      ).toEqual({ status: 400, body: { errors: { files: ['error_control_characters'] } } });
      expect(await countOf('applications')).toBe(0);
    });

    it('refuses NUL in an opt-in address or source tag', async () => {
      const optin = (query: string) => raw(store.server, 'GET', `/optin/subscribe/post-json?${query}&c=cb`);
      expect(await optin('EMAIL=jo%00@example.test')).toMatchObject({ status: 400, body: 'invalid email\n' });
      expect(await optin('EMAIL=jo@example.test&SIGNUP=web%00site')).toMatchObject({
        status: 400,
        body: 'invalid source\n',
      });
      expect(await countOf('subscriptions')).toBe(0);
    });

    it('keeps, byte for byte, the text both stores take: astral characters to the limit, accents, bidi marks', async () => {
      const sent = {
        name: '\u{1F600}'.repeat(100), // 100 characters, 400 bytes of UTF-8: no column is measured in bytes
        company_name: '\u00e9'.repeat(100),
        email: '\u00c9LODIE@EXEMPLE.CA',
        phone: '\u202b514 555 0100\u202c',
        activity: 'retail',
        role: '\t Propri\u00e9taire \t',
      };
      const { status, body } = await answer(await post(geo, contactBody(sent)));
      expect(status).toBe(201);
      const [row] = await store.rows(
        'SELECT name, company_name, email, phone, role FROM contact_requests WHERE id = ?',
        [body.id],
      );
      expect(row).toEqual({
        name: sent.name,
        company_name: sent.company_name,
        email: sent.email,
        phone: sent.phone,
        role: 'Propri\u00e9taire',
      });
      expect(await answer(await post(geo, contactBody({ name: '\u{1F600}'.repeat(101) })))).toEqual({
        status: 400,
        body: { errors: { name: ['error_too_long'] } },
      });
    });

    it('takes a CV size hint past any integer column as the hint it is: the stored size is measured', async () => {
      const cv = careerBody();
      const { status, body } = await answer(
        await post(career, { ...cv, files: { ...cv.files, size: 2 ** 53 + 2 } }),
      );
      expect(status).toBe(201);
      const [row] = await store.rows('SELECT cv_size FROM applications WHERE id = ?', [body.id]);
      expect(Number(row!.cv_size)).toBe(Buffer.from(cv.files.content, 'base64').length);
    });
  });

  describe('a failure to store', () => {
    it('is logged as one line, its class and code: no stack, no value', async () => {
      const marker = 'Refuse Me Inc';
      await store.exec(
        name === 'SQLite'
          ? `CREATE TRIGGER refuse_marker BEFORE INSERT ON contact_requests WHEN NEW.company_name = '${marker}'
             BEGIN SELECT RAISE(ABORT, 'refused ${marker}'); END;`
          : `ALTER TABLE contact_requests ADD CONSTRAINT refuse_marker CHECK (company_name <> '${marker}')`,
      );
      try {
        const before = store.server.output().length;
        expect(
          await answer(await post(geo, contactBody({ company_name: marker, name: 'Zo\u00e9 Marker' }))),
        ).toEqual({
          status: 500,
          body: { errors: { body: ['not_stored'] } },
        });
        const logged = store.server.output().slice(before);
        expect(
          logged
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as unknown),
        ).toEqual([
          expect.objectContaining({
            level: 'error',
            msg: 'could not store a request',
            err: { type: expect.stringMatching(/^\w+$/), code: expect.stringMatching(/^\w+$/) },
          }),
        ]);
        expect(logged).not.toMatch(/Refuse|Zo\u00e9|\n\s+at /);
      } finally {
        await store.exec(
          name === 'SQLite'
            ? 'DROP TRIGGER refuse_marker'
            : 'ALTER TABLE contact_requests DROP CONSTRAINT refuse_marker',
        );
      }
    });
  });

  describe('erasure by any spelling', () => {
    it('forgets a person whatever the case and Unicode form each lead was sent in', async () => {
      const address = '\u00e9lodie.c\u00f4t\u00e9@exemple.ca';
      expect((await post(geo, contactBody({ email: address.toUpperCase() }))).status).toBe(201);
      expect((await post(career, careerBody(undefined, { email: address.normalize('NFD') }))).status).toBe(
        201,
      );
      // Stored composed, under one key, whatever the spelling sent.
      const keyed = 'SELECT email, email_key AS key FROM contact_requests WHERE email_key = ?';
      expect(await store.rows(keyed, [address])).toEqual([{ email: address.toUpperCase(), key: address }]);
      expect(
        await store.rows('SELECT email, email_key AS key FROM applications WHERE email_key = ?', [address]),
      ).toEqual([{ email: address, key: address }]);
      const forget = async (email: string) => {
        const lines: string[] = [];
        const log = (line: string) => lines.push(line);
        const io = { env: store.cliEnv, cwd: store.server.dataDir, now: new Date(), log, error: log };
        expect(await runLeadsCli(['forget', email], io), lines.join('\n')).toBe(0);
        return lines.at(-1);
      };
      expect(await forget(address)).toMatch(
        /^1 contact requests, 1 applications \(with their CVs\), 0 subscriptions/,
      );

      // The opt-in takes ASCII addresses only: one mailbox in two cases is one subscription, erased by a third.
      for (const email of ['ELODIE.COTE@EXEMPLE.CA', 'elodie.cote@exemple.ca'])
        expect(
          (await raw(store.server, 'GET', `/optin/subscribe/post-json?EMAIL=${email}&c=cb`)).status,
        ).toBe(200);
      expect(await countOf('subscriptions')).toBe(1);
      expect(await forget('Elodie.Cote@Exemple.ca')).toMatch(
        /^0 contact requests, 0 applications .*, 1 subscriptions/,
      );
      expect(await store.rows('SELECT id FROM contact_requests WHERE email_key = ?', [address])).toEqual([]);
      expect(await store.rows('SELECT id FROM applications WHERE email_key = ?', [address])).toEqual([]);
    });
  });

  describe('requests in absolute form', () => {
    it('answers GET http://other.example/ for this site, never sending the visitor elsewhere', async () => {
      const host = new URL(store.server.url).host;
      for (const target of [
        'http://evil.example/',
        'http://evil.example/fr/contact',
        '//evil.example/',
        '//evil.example/en-US',
      ]) {
        const response = await raw(store.server, 'GET', target);
        const location = response.headers.location;
        if (location) expect(new URL(location, store.server.url).host, target).toBe(host);
        expect(response.headers['x-content-type-options'], target).toBe('nosniff');
      }
      expect((await raw(store.server, 'GET', 'http://evil.example/en-US/contact')).status).toBe(200);
    });

    it('stores a POST in absolute form here, answering 201 without a redirect', async () => {
      const response = await raw(store.server, 'POST', 'http://evil.example/propulso/geo', {
        headers: json,
        body: JSON.stringify(contactBody({ name: 'Absolute Form' })),
      });
      expect(response.status).toBe(201);
      expect(response.headers.location).toBeUndefined();
      expect(
        await store.rows('SELECT name FROM contact_requests WHERE id = ?', [JSON.parse(response.body).id]),
      ).toEqual([{ name: 'Absolute Form' }]);
    });

    it('refuses a target that names no path (*, another scheme) with 400', async () => {
      expect((await raw(store.server, 'OPTIONS', '*')).status).toBe(400);
      expect((await raw(store.server, 'GET', 'ftp://evil.example/')).status).toBe(400);
    });
  });

  describe('path spellings', () => {
    const spellings = [
      '/x/../propulso/geo',
      '/en-US/../propulso/geo',
      '/_next/../propulso/geo',
      '/propulso/./geo',
      '/x/%2e%2e/propulso/geo',
    ];

    it('reach the forms handler as the route itself does', async () => {
      for (const target of spellings) {
        const response = await raw(store.server, 'POST', target, {
          headers: json,
          body: JSON.stringify(contactBody({ name: `Spelling ${target}` })),
        });
        expect(response.status, target).toBe(201);
      }
    });

    it('are counted in flight: past FORMS_MAX_IN_FLIGHT (8 here) each is shed with 503', async () => {
      // Eight posts whose bodies trickle in hold every place, through two other spellings, from
      // four clients (one may hold a quarter of the places at most).
      const body = JSON.stringify(contactBody());
      const holds = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].flatMap((from) =>
        ['/propulso/./geo', '/x/../propulso/geo'].map((target) =>
          slowPost(store.server.url, body, { target, from }),
        ),
      );
      await heldOnServer(holds);
      try {
        for (const target of [...spellings, '/propulso/geo']) {
          const response = await raw(store.server, 'POST', target, { headers: json, body });
          expect(response.status, target).toBe(503);
          expect(JSON.parse(response.body)).toEqual({ errors: { body: ['overloaded'] } });
        }
      } finally {
        for (const hold of holds) hold.finish();
      }
      expect(await Promise.all(holds.map((hold) => hold.status))).toEqual(Array(8).fill(201));
      // The shedder's refusals are counted with the host's.
      const metrics = await fetch(`${store.server.url}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      }).then((response) => response.text());
      const shed = /^forms_requests_refused_total\{reason="overloaded"\} (\d+)$/m.exec(metrics)?.[1];
      expect(Number(shed)).toBeGreaterThanOrEqual(spellings.length + 1);
    });
  });

  describe('a costly Accept-Language', () => {
    // 900 distinct well-formed tags of a language the site lacks: 12.6 KB, within Node's header limit.
    const distinct = (count: number, from = 0) =>
      Array.from({ length: count }, (_, i) => `de-DE-x-t${String(from + i).padStart(3, '0')}`);
    const home = async (languages: string[]) => {
      const response = await raw(store.server, 'GET', '/', {
        headers: { 'Accept-Language': languages.join(',') },
      });
      expect(response.status).toBe(307);
      return new URL(response.headers.location!, store.server.url).pathname;
    };

    it('is read to its first ten tags: fr past them is not seen, fr among them is', async () => {
      expect(await home([...distinct(900), 'fr'])).toBe('/en-US');
      expect(await home([...distinct(10), 'fr'])).toBe('/en-US');
      expect(await home([...distinct(9), 'fr', ...distinct(890, 9)])).toBe('/fr');
    });

    it('still serves every page', async () => {
      const headers = { 'Accept-Language': distinct(900).join(',') };
      for (const target of ['/en-US', '/fr/contact', '/robots.txt'])
        expect((await raw(store.server, 'GET', target, { headers })).status, target).toBe(200);
    });
  });
});
