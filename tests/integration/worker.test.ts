// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { contactBody, post } from '../../packages/forms-host/test/support/payloads';
import { startSmtpServer } from '../../packages/forms-host/test/support/receivers';
import { newDataDir, readDatabase, removeTempDirs, startServer, testPort, type FormsServer } from './server';

// A web instance with FORMS_WORKER=off stores and queues each lead; `npm run worker`, a process
// of its own on the same store, delivers it.
const root = path.resolve(__dirname, '../..');
const received: string[] = [];
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push(String(request.headers['webhook-id']));
    response.end('ok');
  });
});
let server: FormsServer;
let worker: ChildProcess | undefined;
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const env = () => ({
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  LEADS_NOTIFY_TO: 'team@example.com',
  LEADS_NOTIFY_FROM: 'site@example.com',
  LEADS_ACKNOWLEDGE: 'off',
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${testPort(41)}/hook`,
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  await new Promise<void>((resolve) => receiver.listen(testPort(41), '127.0.0.1', resolve));
  dataDir = newDataDir();
  server = await startServer({ port: testPort(40), dataDir, env: { ...env(), FORMS_WORKER: 'off' } });
});
afterAll(async () => {
  worker?.kill('SIGKILL');
  await server?.stop();
  receiver.close();
  await smtp?.close();
  removeTempDirs();
});

const outbox = () =>
  readDatabase(dataDir, (db) => db.prepare('SELECT status FROM outbox').pluck().all() as string[]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the health checks of the site', () => {
  it('answer /healthz and /readyz with 200, never redirected to a locale, with the security headers', async () => {
    for (const [path, body] of [
      ['/healthz', 'ok\n'],
      ['/readyz', 'ready\n'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(body);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // No METRICS_TOKEN: /metrics is not there, and not a page either.
    expect((await fetch(`${server.url}/metrics`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('the background work apart', () => {
  it('a web instance with FORMS_WORKER=off stores and queues, and npm run worker delivers', async () => {
    const response = await post(`${server.url}/propulso/geo`, contactBody());
    expect(response.status).toBe(201);
    await sleep(2500);
    expect(received).toEqual([]);
    expect(outbox()).toEqual(['pending', 'pending']);

    let output = '';
    worker = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/worker.ts'],
      { cwd: root, env: { ...process.env, ...env() }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    worker.stdout?.on('data', (chunk) => (output += chunk));
    worker.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 30_000;
    while (received.length === 0 && Date.now() < deadline) await sleep(200);
    expect(received, output).toHaveLength(1);
    await expect.poll(outbox).toEqual(['delivered', 'delivered']);
    // The worker reads the site's words as tsx leaves them, not as a build does.
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      'New contact request: Ana Tremblay (Boulangerie Côté)',
    ]);

    const exited = new Promise<number | null>((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/^\{"level":"info",.*"msg":"worker running"\}$/m);
  });
});
