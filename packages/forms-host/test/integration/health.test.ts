// @vitest-environment node
import http from 'node:http';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { newDataDir, startServer, testPort, type FormsServer } from '../support/server';

// What a load balancer asks each instance: /healthz (it serves) and /readyz (its store answers).
let postgres: TestPostgres;
let onSqlite: FormsServer;
let onPostgres: FormsServer;

beforeAll(async () => {
  postgres = await startPostgres();
  [onSqlite, onPostgres] = await Promise.all([
    startServer({ port: testPort(50), dataDir: newDataDir() }),
    startServer({
      port: testPort(51),
      dataDir: newDataDir(),
      env: { DATABASE_URL: postgres.url, FORMS_IP_SALT: 'a-salt-for-the-health-tests' },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([onSqlite?.stop(), onPostgres?.stop()]);
});

/**
 * One GET on a connection of its own: pausing PostgreSQL takes longer than the server keeps an
 * idle connection, and a pooled one it closes meanwhile fails the next request ("other side closed").
 */
const status = (url: string) =>
  new Promise<{ status: number; body: string; cache: string | undefined }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            cache: response.headers['cache-control'],
          }),
        );
      })
      .on('error', reject);
  });

/** A probe of the PostgreSQL instance; when it cannot connect, the failure carries what the server last said. */
const probe = (path: string) =>
  status(`${onPostgres.url}${path}`).catch((error: Error) => {
    throw new Error(`${error.message}; the server's last lines:\n${onPostgres.output().slice(-3000)}`);
  });

describe('health and readiness', () => {
  it('answers 200 ok and 200 ready, not cached, on SQLite and on PostgreSQL', async () => {
    for (const server of [onSqlite, onPostgres]) {
      expect(await status(`${server.url}/healthz`)).toEqual({ status: 200, body: 'ok\n', cache: 'no-store' });
      expect(await status(`${server.url}/readyz`)).toEqual({
        status: 200,
        body: 'ready\n',
        cache: 'no-store',
      });
    }
  });

  it('is not ready within seconds while PostgreSQL is down, still alive, and ready again once it is back', async () => {
    postgres.pause();
    try {
      const started = performance.now();
      expect((await probe('/readyz')).status).toBe(503);
      expect(performance.now() - started).toBeLessThan(5000);
      expect((await probe('/healthz')).status).toBe(200);
    } finally {
      postgres.resume();
    }
    await expect.poll(async () => (await probe('/readyz')).status, { timeout: 15_000 }).toBe(200);
    expect((await status(`${onPostgres.url}/readyz`)).status).toBe(200);

    // One line when it stops being ready (warn, the error's class), one when it is again (info):
    // however many probes asked in between.
    const lines = onPostgres
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; msg: string; error?: string })
      .filter((line) => /ready/.test(line.msg));
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      ['warn', 'not ready: the store does not answer'],
      ['info', 'ready again: the store answers'],
    ]);
    expect(lines[0]!.error).toMatch(/^\w+( [\w-]+)?$/);
  });
});
