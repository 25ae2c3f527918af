// @vitest-environment node
import { Pool } from 'pg';
import { contactBody, post } from '../../packages/forms-host/test/support/payloads';
import { startPostgres, type TestPostgres } from '../../packages/forms-host/test/support/postgres';
import { startReceiver, webhookTo } from '../../packages/forms-host/test/support/receivers';
import {
  newDataDir,
  startServer,
  testPort,
  type FormsServer,
} from '../../packages/forms-host/test/support/server';
import { startWorker } from './server';

// Past one machine: two web instances with FORMS_WORKER=off on one PostgreSQL database store
// and queue each lead; one `npm run worker` delivers every lead of both, each once.
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The webhook ids received. */
const received = () => receiver.received.map((delivery) => String(delivery.headers['webhook-id']));
let postgres: TestPostgres;
let db: Pool;
let web: FormsServer[] = [];
let worker: ReturnType<typeof startWorker> | undefined;
const env = () => ({
  DATABASE_URL: postgres.url,
  FORMS_IP_SALT: 'one-salt-for-every-instance',
  ...webhookTo(receiver.url),
});

beforeAll(async () => {
  receiver = await startReceiver();
  postgres = await startPostgres(3900);
  db = new Pool({ connectionString: postgres.url, max: 1 });
  web = await Promise.all(
    [44, 45].map((offset) =>
      startServer({ port: testPort(offset), dataDir: newDataDir(), env: { ...env(), FORMS_WORKER: 'off' } }),
    ),
  );
}, 120_000);
afterAll(async () => {
  await worker?.stop('SIGKILL');
  await Promise.all(web.map((server) => server.stop()));
  await db?.end();
  await receiver?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const outbox = async () =>
  (await db.query<{ status: string }>('SELECT status FROM outbox ORDER BY id')).rows.map((r) => r.status);

describe('the background work apart, on PostgreSQL', () => {
  it('two web instances store and queue; one npm run worker delivers every lead once', async () => {
    for (const server of web)
      expect((await post(`${server.url}/propulso/geo`, contactBody())).status).toBe(201);
    await sleep(2500);
    expect(received()).toEqual([]);
    expect(await outbox()).toEqual(['pending', 'pending']);

    worker = startWorker(env());
    await expect.poll(() => received().length, { timeout: 30_000 }).toBe(2);
    await expect.poll(outbox).toEqual(['delivered', 'delivered']);
    expect(new Set(received()).size, worker.output()).toBe(2);

    expect(await worker.stop()).toBe(0);
  });
});
