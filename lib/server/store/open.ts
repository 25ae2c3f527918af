import { database, CONNECTION_PRAGMAS, databasePath } from '../db';
import type { ServerEnv } from '../env';
import { migratePostgres } from '../migrations';
import { openRateLimitDatabase, RateLimiter } from '../rate-limit';
import { openPool, PgRunner } from './postgres';
import { SqliteThread, type SqlRunner } from './sql';

export interface OpenedStore {
  /** Leads, CVs, subscriptions and the outbox. */
  store: SqlRunner;
  limiter: RateLimiter;
}

/**
 * The server's store: PostgreSQL when DATABASE_URL is set (any number of instances
 * share it), else SQLite in DATA_DIR (one machine). SQLite is migrated before this
 * returns; PostgreSQL in the background, every query waiting for it.
 */
export function openStore(env: ServerEnv): OpenedStore {
  const limits = { perMinute: env.FORMS_RATE_LIMIT_PER_MINUTE, burst: env.FORMS_RATE_LIMIT_BURST };
  if (env.DATABASE_URL) {
    const pool = openPool(env.DATABASE_URL);
    const ready = migratePostgres(pool);
    // The message only: a connection error may quote the server's address, never the password.
    ready.catch((error: Error) =>
      console.error('[forms-host] cannot migrate the PostgreSQL database:', error.message),
    );
    return { store: new PgRunner(pool, ready), limiter: new RateLimiter({ pool, ready }, limits) };
  }
  // Opened (and migrated) here on the caller's thread, so a bad DATA_DIR stops the start.
  database(env.DATA_DIR);
  return {
    store: new SqliteThread(databasePath(env.DATA_DIR), CONNECTION_PRAGMAS),
    limiter: new RateLimiter(openRateLimitDatabase(env.DATA_DIR), limits),
  };
}
