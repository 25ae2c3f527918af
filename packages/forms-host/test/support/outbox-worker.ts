// An outbox worker alone in a process, as each server instance runs one: the tests start
// two on one PostgreSQL database and may kill one (SIGKILL) while it holds deliveries.
import { configuredChannels } from '../../src/outbox/channels';
import { NOTIFICATION } from './labels';
import { OutboxWorker, POLL_MS } from '../../src/outbox/worker';
import { parseServerEnv } from '../../src/env';
import { migratePostgres } from '../../src/db/migrations';
import { openPool, PgRunner } from '../../src/db/postgres';

const env = parseServerEnv(process.env);
if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required');
const pool = openPool(env.DATABASE_URL, 4);
const store = new PgRunner(pool, () => migratePostgres(pool));
const worker = new OutboxWorker(store, configuredChannels(env, NOTIFICATION), {
  leaseMs: env.LEADS_DELIVERY_TIMEOUT_SECONDS * 1000,
  firstDelayMs: env.LEADS_RETRY_FIRST_DELAY_SECONDS * 1000,
});
// Kept alive by its poll: the server's background loop polls the same way.
setInterval(() => worker.poll(), POLL_MS);
worker.poll();
process.stdout.write('worker started\n');
