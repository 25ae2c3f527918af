import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { logRequestFailure } from '../log';
import { switchToWal } from '../db/sqlite';

export interface RateLimitOptions {
  /** Sustained rate: requests per minute. */
  perMinute: number;
  /** How many requests may come at once after a quiet spell. */
  burst: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fixed window: `points` requests per `duration` seconds. */
interface RateWindow {
  points: number;
  duration: number;
}

/**
 * The two fixed windows that stand for "`burst` at once, then `perMinute` sustained".
 * The sustained window lets through `perMinute` a minute (in a shorter window when the
 * burst is smaller, so no more than the burst ever comes at once). The burst window adds
 * the rest of the burst, renewed every `burst / perMinute` minutes: the time the
 * sustained rate takes to earn a whole burst.
 */
function rateWindows({ perMinute, burst }: RateLimitOptions): {
  sustained: RateWindow;
  burst?: RateWindow;
} {
  const points = Math.max(1, Math.min(burst, Math.floor(perMinute)));
  const sustained = { points, duration: Math.ceil((60 * points) / perMinute) };
  const extra = burst - points;
  if (extra <= 0) return { sustained };
  return { sustained, burst: { points: extra, duration: Math.ceil((60 * burst) / perMinute) } };
}

export const RATE_LIMIT_FILE = 'rate-limits.sqlite';
const TABLE = 'rate_limits';
export const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * The counters' own database in `dataDir`, apart from the leads: a count lost in a power
 * cut only lets a client a little more through, so commits skip the fsync (`synchronous=NORMAL`)
 * that every lead pays.
 */
export function openRateLimitDatabase(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Short: past it the request is counted in memory instead of waiting for the store.
  const db = new Database(path.join(dataDir, RATE_LIMIT_FILE), { timeout: 1000 });
  try {
    switchToWal(db);
    db.pragma('synchronous = NORMAL');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The counters in PostgreSQL, shared by every instance; `ready`: the table is migrated. */
export interface PostgresCounters {
  pool: Pool;
  ready: Promise<unknown>;
}

/**
 * Per-key limit (a hashed client address) kept in SQLite, so it holds across restarts
 * and across processes sharing the folder, or in PostgreSQL, so it holds across every
 * instance. When the store fails, the same windows are counted in this process's
 * memory instead of letting everything through.
 */
export class RateLimiter {
  private readonly limiter: Pick<RateLimiterAbstract, 'consume'>;
  private readonly ready: Promise<void>;

  constructor(store: Database.Database | PostgresCounters, options: RateLimitOptions) {
    const windows = rateWindows(options);
    const pending: Promise<unknown>[] = [];
    const stored = (keyPrefix: string, window: RateWindow) => {
      let done: () => void = () => {};
      pending.push(new Promise<void>((resolve) => (done = resolve)));
      const settled = (error?: Error) => {
        if (error) logRequestFailure('rate limit store unavailable, counting in memory', error);
        done();
      };
      const common = {
        tableName: TABLE,
        keyPrefix,
        ...window,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...window }),
      };
      if ('pool' in store) {
        // The table comes with the migrations (one DDL for N instances starting together).
        return new RateLimiterPostgres(
          {
            ...common,
            storeClient: store.pool,
            storeType: 'pool',
            tableCreated: true,
            clearExpiredByTimeout: false,
          },
          settled,
        );
      }
      return new RateLimiterSQLite({ ...common, storeClient: store, storeType: 'better-sqlite3' }, settled);
    };
    const sustained = stored('sustained', windows.sustained);
    this.limiter = windows.burst
      ? new BurstyRateLimiter(sustained, stored('burst', windows.burst))
      : sustained;
    if ('pool' in store) pending.push(store.ready.catch(() => undefined));
    this.ready = Promise.all(pending).then(() => undefined);
    this.store = store;
  }

  private readonly store: Database.Database | PostgresCounters;

  /**
   * Deletes expired counts, so the table stays bounded under address churn (the background
   * worker calls it every SWEEP_INTERVAL_MS). Done here rather than by the library's own
   * timer, whose failure (a busy database) would be an unhandled rejection.
   */
  async sweep(now = Date.now()): Promise<void> {
    const { store } = this;
    if ('pool' in store) {
      if (!store.pool.ended) await store.pool.query(`DELETE FROM ${TABLE} WHERE expire < $1`, [now]);
      return;
    }
    if (store.open) store.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`).run(now);
  }

  /** Counts one request for `key`; refused past the limit, with the seconds until the next. */
  async take(key: string): Promise<RateLimitResult> {
    await this.ready;
    try {
      await this.limiter.consume(key);
      return { allowed: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }
}
