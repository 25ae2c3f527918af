// @vitest-environment node
import { contactBody, post } from '../../packages/forms-host/test/support/payloads';
import { startReceiver, startSmtpServer, webhookTo } from '../../packages/forms-host/test/support/receivers';
import { newDataDir, readDatabase, startServer, startWorker, testPort, type FormsServer } from './server';

// A web instance with FORMS_WORKER=off stores and queues each lead; `npm run worker`, a process
// of its own on the same store, delivers it.
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The webhook ids received. */
const received = () => receiver.received.map((delivery) => String(delivery.headers['webhook-id']));
let server: FormsServer;
let worker: ReturnType<typeof startWorker> | undefined;
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const env = () => ({
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  LEADS_NOTIFY_TO: 'team@example.com',
  LEADS_NOTIFY_FROM: 'site@example.com',
  LEADS_ACKNOWLEDGE: 'off',
  ...webhookTo(receiver.url),
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startReceiver();
  dataDir = newDataDir();
  server = await startServer({ port: testPort(40), dataDir, env: { ...env(), FORMS_WORKER: 'off' } });
});
afterAll(async () => {
  await worker?.stop('SIGKILL');
  await server?.stop();
  await receiver?.close();
  await smtp?.close();
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
    expect(received()).toEqual([]);
    expect(outbox()).toEqual(['pending', 'pending']);

    worker = startWorker(env());
    const deadline = Date.now() + 30_000;
    while (received().length === 0 && Date.now() < deadline) await sleep(200);
    expect(received(), worker.output()).toHaveLength(1);
    await expect.poll(outbox).toEqual(['delivered', 'delivered']);
    // The worker reads the site's words as tsx leaves them, not as a build does.
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      'New contact request: Ana Tremblay (Boulangerie Côté)',
    ]);

    expect(await worker.stop()).toBe(0);
    expect(worker.output()).toMatch(/^\{"level":"info",.*"msg":"worker running"\}$/m);
  });
});
