import type { Database } from 'better-sqlite3';
import type { Pool, PoolClient } from 'pg';
import { emailKey, storedEmail } from '../../leads/emailKey';
import { toPgPlaceholders } from '../postgres';
import { spelling, type Backfill, type Migration, type Row } from './types';
import { v1 } from './v1';
import { v2 } from './v2';
import { rekeyAddresses, v3 } from './v3';
import { v4 } from './v4';
import { v5 } from './v5';
import { v6 } from './v6';
import { v7 } from './v7';
import { v8 } from './v8';
import { v9 } from './v9';
import { v10 } from './v10';
import { v11 } from './v11';
import { v12 } from './v12';

export type { Backfill, Dialect, Migration } from './types';

// Append only: a released migration never changes (one file per version). SQLite keeps the
// schema version in PRAGMA user_version, PostgreSQL in schema_migrations.
export const migrations: readonly Migration[] = [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12];

/**
 * Run after the migrations at every start, once the schema has them: addresses keyed by the
 * live rule (leads/emailKey.ts), whatever rule stored them.
 */
const repairs = (version: number): readonly Backfill[] =>
  version >= 3 ? rekeyAddresses({ stored: storedEmail, key: emailKey }) : [];

/** The last version `steps` reach; throws when the database is past it (newer code migrated it). */
function latestVersion(steps: readonly Migration[], current: number): number {
  const latest = steps.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(`The database is at schema version ${current}, newer than this code (${latest}).`);
  }
  return latest;
}

export const schemaVersion = (db: Database): number => db.pragma('user_version', { simple: true }) as number;

function backfill(db: Database, backfills: readonly Backfill[]): void {
  for (const { select, rewrite } of backfills)
    for (const { sql, params } of rewrite(db.prepare<[], Row>(select).all())) db.prepare(sql).run(...params);
}

async function backfillPostgres(client: PoolClient, backfills: readonly Backfill[]): Promise<void> {
  for (const { select, rewrite } of backfills) {
    const { rows } = await client.query<Row>(select);
    for (const { sql, params } of rewrite(rows)) await client.query(toPgPlaceholders(sql), [...params]);
  }
}

/**
 * Brings the schema up to the latest version. The check and the upgrade share one
 * write transaction, so two processes starting at once cannot both apply a step.
 */
export function migrate(db: Database, steps: readonly Migration[] = migrations): number {
  const upgrade = db.transaction(() => {
    const current = schemaVersion(db);
    latestVersion(steps, current);
    for (const step of steps) {
      if (step.version <= current) continue;
      db.exec(step.ddl(spelling('sqlite')));
      backfill(db, step.backfill ?? []);
      db.pragma(`user_version = ${step.version}`);
    }
    const version = schemaVersion(db);
    if (steps === migrations) backfill(db, repairs(version));
    return version;
  });
  return upgrade.immediate();
}

/** Any constant of the project's own: the lock every instance's migration waits on. */
const MIGRATION_LOCK = 7_360_125_014;

/**
 * PostgreSQL's counterpart of `migrate`: one transaction holding an advisory lock, so
 * instances starting together on an empty database apply each step once, the others
 * waiting and then finding nothing left to do. Resolves with the schema version.
 */
export async function migratePostgres(pool: Pool, steps: readonly Migration[] = migrations): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY NOT NULL,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const current = rows[0]?.version ?? 0;
    const latest = latestVersion(steps, current);
    for (const step of steps) {
      if (step.version <= current) continue;
      await client.query(step.ddl(spelling('postgres')));
      await backfillPostgres(client, step.backfill ?? []);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        step.version,
        step.name,
        new Date().toISOString(),
      ]);
    }
    if (steps === migrations) await backfillPostgres(client, repairs(Math.max(current, latest)));
    await client.query('COMMIT');
    return Math.max(current, latest);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
