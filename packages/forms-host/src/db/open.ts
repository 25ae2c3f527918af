import { CONNECTION_PRAGMAS, databasePath, openDatabase } from './sqlite';
import type { ServerEnv } from '../env';
import { migratePostgres } from './migrations';
import { logger } from '../log';
import { openRateLimitDatabase, RateLimiter } from '../http/rateLimit';
import { openPool, PgRunner } from './postgres';
import { SqliteThread, type SqlRunner } from './runner';

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
    // Started now and awaited by every query; tried again on the next query when it failed
    // (the database not reachable yet while the instances start), never left failed for good.
    let migration: Promise<unknown> | undefined;
    const migrated = () =>
      (migration ??= migratePostgres(pool).catch((error: Error) => {
        migration = undefined;
        // The message only: a connection error may name the server, never the password.
        logger.error({ err: error, reason: error.message }, 'cannot migrate the PostgreSQL database');
        throw error;
      }));
    const ready = migrated();
    ready.catch(() => undefined);
    return { store: new PgRunner(pool, migrated), limiter: new RateLimiter({ pool, ready }, limits) };
  }
  // Migrated here on the caller's thread, so a bad DATA_DIR stops the start; the writer
  // thread then holds the only connection.
  openDatabase(env.DATA_DIR).close();
  return {
    store: new SqliteThread(databasePath(env.DATA_DIR), CONNECTION_PRAGMAS),
    limiter: new RateLimiter(openRateLimitDatabase(env.DATA_DIR), limits),
  };
}
