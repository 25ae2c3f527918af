// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Pool } from 'pg';
import { saveContactRequest } from '../../src/leads/contact';
import { migratePostgres } from '../../src/db/migrations';
import { openPool, PgRunner } from '../../src/db/postgres';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { testPort } from '../support/server';

// The outbox delivered by two workers in two processes on one real PostgreSQL database,
// through the real webhook channel to a receiver here: what N server instances do.
const root = path.resolve(__dirname, '../../../..');
const LEASE_SECONDS = 3;

let postgres: TestPostgres;
let pool: Pool;
let store: PgRunner;
const received: { id: string; answered: boolean; at: number }[] = [];
/** While set, the receiver holds requests without answering them. */
let holding = false;
const held: http.ServerResponse[] = [];
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const id = String(request.headers['webhook-id']);
    received.push({ id, answered: !holding, at: Date.now() });
    if (holding) held.push(response);
    else setTimeout(() => response.end('ok'), 5);
  });
});
const workers: ChildProcess[] = [];

function startWorker(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'packages/forms-host/test/support/outbox-worker.ts'],
    {
      cwd: root,
      detached: true, // its own process group: tsx runs the script in a child, killed with it
      env: {
        ...process.env,
        DATABASE_URL: postgres.url,
        FORMS_IP_SALT: 'one-salt-for-every-instance',
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${testPort(22)}/hook`,
        LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
        LEADS_DELIVERY_TIMEOUT_SECONDS: String(LEASE_SECONDS),
        LEADS_RETRY_FIRST_DELAY_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  workers.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('worker started')) resolve(child);
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', () => reject(new Error(`the worker exited:\n${output}`)));
  });
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGKILL');
  });

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const undelivered = async () =>
  Number((await pool.query(`SELECT count(*) AS n FROM outbox WHERE status <> 'delivered'`)).rows[0].n);

beforeAll(async () => {
  postgres = await startPostgres();
  pool = openPool(postgres.url, 4);
  await migratePostgres(pool);
  store = new PgRunner(pool);
  await new Promise<void>((resolve) => receiver.listen(testPort(22), '127.0.0.1', resolve));
});
afterAll(async () => {
  await Promise.all(workers.map(kill));
  for (const response of held) response.destroy();
  receiver.close();
  await pool?.end();
});

const queue = async (n: number, prefix: string) => {
  for (let i = 0; i < n; i += 1)
    await saveContactRequest(
      store,
      { name: `${prefix} ${i}`, company_name: 'Acme', email: 'a@x.test', phone: '1', activity: 'retail' },
      { receivedAt: new Date().toISOString(), locale: 'fr', clientHash: 'h' },
      ['webhook'],
    );
};

describe('the outbox on two instances sharing PostgreSQL', () => {
  it('delivers 400 notifications, each once, with two workers taking them at once', async () => {
    await Promise.all([startWorker(), startWorker()]);
    await queue(400, 'Lead');
    await until(async () => (await undelivered()) === 0, 60_000);
    const ids = received.map((r) => r.id);
    expect(ids).toHaveLength(400);
    expect(new Set(ids).size).toBe(400);
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM outbox');
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('redelivers what a killed worker held, after its lease, under the same webhook-id', async () => {
    await Promise.all(workers.splice(0).map(kill));
    received.length = 0;
    await queue(40, 'Held');
    holding = true;
    const doomed = await startWorker();
    // It has sent some and waits for their answers when it dies.
    await until(async () => received.length > 0, 20_000);
    await kill(doomed);
    const heldIds = received.map((r) => r.id);
    for (const response of held.splice(0)) response.destroy();
    holding = false;

    await startWorker();
    await until(async () => (await undelivered()) === 0, 60_000);
    const answered = received.filter((r) => r.answered).map((r) => r.id);
    // Every notification answered exactly once; what the dead worker held came again with its id.
    expect(answered).toHaveLength(40);
    expect(new Set(answered).size).toBe(40);
    expect(answered).toEqual(expect.arrayContaining(heldIds));
    // Not before the lease ran out: it began when the dead worker claimed them, before it sent.
    const firstHeld = Math.min(...received.filter((r) => !r.answered).map((r) => r.at));
    const again = received.filter((r) => r.answered && heldIds.includes(r.id)).map((r) => r.at);
    expect(Math.min(...again) - firstHeld).toBeGreaterThanOrEqual(LEASE_SECONDS * 1000 - 500);
  });
});
