// An outbox worker alone in a process, as each server instance runs one: the tests start
// two on one PostgreSQL database and may kill one (SIGKILL) while it holds deliveries.
import { configuredChannels } from '@/lib/server/delivery/channels';
import { OutboxWorker } from '@/lib/server/delivery/outboxWorker';
import { parseServerEnv } from '@/lib/server/env';
import { migratePostgres } from '@/lib/server/migrations';
import { openPool, PgRunner } from '@/lib/server/store/postgres';

const env = parseServerEnv(process.env);
if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required');
const pool = openPool(env.DATABASE_URL, 4);
const store = new PgRunner(pool, () => migratePostgres(pool));
const worker = new OutboxWorker(store, configuredChannels(env), {
  leaseMs: env.LEADS_DELIVERY_TIMEOUT_SECONDS * 1000,
  firstDelayMs: env.LEADS_RETRY_FIRST_DELAY_SECONDS * 1000,
});
// Kept alive by a timer of its own: the worker's poll does not hold the process.
setInterval(() => undefined, 60_000);
worker.start();
process.stdout.write('worker started\n');
