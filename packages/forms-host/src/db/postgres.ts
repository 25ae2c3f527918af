import { Pool, type PoolClient } from 'pg';
import { typedResults, type BatchOptions, type Results, type SqlRunner, type Statement } from './runner';
import { logger } from '../log';

/**
 * `?` placeholders as PostgreSQL's `$1…$n`, so each query is written once for both
 * databases. A `?` inside a quoted literal, identifier or comment is left alone.
 */
export function toPgPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i += 1) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '?') {
      out += `$${(n += 1)}`;
    } else {
      out += c;
    }
  }
  return out;
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

export function openPool(url: string, max = 10): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    // A database that does not answer fails the request (500) instead of holding it open.
    connectionTimeoutMillis: 10_000,
    statement_timeout: 60_000,
  });
  // A connection the server drops (restart, failover) must not crash the process: the
  // pool discards it and the next query opens another. Each listens for its whole life,
  // checked out or idle: the pool's own listener covers idle ones only, and one in use
  // would otherwise throw (its query fails, and the batch with it).
  // The line names the connection's trouble, never a query's values.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      logger.error({ err: error, reason: error.message }, 'PostgreSQL connection lost'),
    ),
  );
  // Already logged by the connection itself; the pool only re-emits it for idle ones.
  pool.on('error', () => {});
  return pool;
}

async function runIn(client: PoolClient, batch: readonly Statement[]): Promise<unknown[]> {
  const results: unknown[] = [];
  for (const { sql, params, mode } of batch) {
    const result = await client.query(toPgPlaceholders(sql), params as unknown[]);
    if (mode === 'all') results.push(result.rows);
    else if (mode === 'get') results.push(result.rows[0] ?? null);
    else results.push({ changes: result.rowCount ?? 0 });
  }
  return results;
}

/**
 * Batches on a pool of PostgreSQL connections, each in BEGIN…COMMIT. `ready()` (the
 * migration) is awaited first, so nothing reaches a schema that is not there yet.
 */
export class PgRunner implements SqlRunner {
  readonly dialect = 'postgres' as const;

  constructor(
    readonly pool: Pool,
    private readonly ready: () => Promise<unknown> = () => Promise.resolve(),
  ) {}

  async batch<const S extends readonly Statement[]>(
    batch: S,
    { durable = true }: BatchOptions = {},
  ): Promise<Results<S>> {
    await this.ready();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // The commit returns before the WAL reaches the disk; a crash may lose it, never corrupt.
      if (!durable) await client.query('SET LOCAL synchronous_commit = off');
      const results = await runIn(client, batch);
      await client.query('COMMIT');
      client.release();
      return typedResults<S>(results);
    } catch (error) {
      // A connection whose ROLLBACK fails is broken: destroyed rather than reused.
      await client.query('ROLLBACK').then(
        () => client.release(),
        (rollbackError: Error) => client.release(rollbackError),
      );
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
