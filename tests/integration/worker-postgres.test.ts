// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Pool } from 'pg';
import { contactBody, post } from '../../packages/forms-host/test/support/payloads';
import { startPostgres, type TestPostgres } from '../../packages/forms-host/test/support/postgres';
import {
  newDataDir,
  removeTempDirs,
  startServer,
  testPort,
  type FormsServer,
} from '../../packages/forms-host/test/support/server';

// Past one machine: two web instances with FORMS_WORKER=off on one PostgreSQL database store
// and queue each lead; one `npm run worker` delivers every lead of both, each once.
const root = path.resolve(__dirname, '../..');
const received: string[] = [];
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push(String(request.headers['webhook-id']));
    response.end('ok');
  });
});
let postgres: TestPostgres;
let db: Pool;
let web: FormsServer[] = [];
let worker: ChildProcess | undefined;
const env = () => ({
  DATABASE_URL: postgres.url,
  FORMS_IP_SALT: 'one-salt-for-every-instance',
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${testPort(47)}/hook`,
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  LEADS_RETRY_FIRST_DELAY_SECONDS: '1',
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(testPort(47), '127.0.0.1', resolve));
  postgres = await startPostgres(3900);
  db = new Pool({ connectionString: postgres.url, max: 1 });
  web = await Promise.all(
    [44, 45].map((offset) =>
      startServer({ port: testPort(offset), dataDir: newDataDir(), env: { ...env(), FORMS_WORKER: 'off' } }),
    ),
  );
}, 120_000);
afterAll(async () => {
  worker?.kill('SIGKILL');
  await Promise.all(web.map((server) => server.stop()));
  await db?.end();
  postgres?.stop();
  receiver.close();
  removeTempDirs();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const outbox = async () =>
  (await db.query<{ status: string }>('SELECT status FROM outbox ORDER BY id')).rows.map((r) => r.status);

describe('the background work apart, on PostgreSQL', () => {
  it('two web instances store and queue; one npm run worker delivers every lead once', async () => {
    for (const server of web)
      expect((await post(`${server.url}/propulso/geo`, contactBody())).status).toBe(201);
    await sleep(2500);
    expect(received).toEqual([]);
    expect(await outbox()).toEqual(['pending', 'pending']);

    let output = '';
    worker = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/worker.ts'],
      { cwd: root, env: { ...process.env, ...env() }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    worker.stdout?.on('data', (chunk) => (output += chunk));
    worker.stderr?.on('data', (chunk) => (output += chunk));
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    await expect.poll(outbox).toEqual(['delivered', 'delivered']);
    expect(new Set(received).size, output).toBe(2);

    const exited = new Promise<number | null>((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
