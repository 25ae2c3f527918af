import type { Database } from 'better-sqlite3';
import type { Pool } from 'pg';
import { emailKey, storedEmail } from '../leads/emailKey';
import { toPgPlaceholders } from './postgres';
import type { Statement } from './runner';

type Row = Record<string, unknown>;

/** Rows rewritten by code after a version's DDL, in the same transaction (what SQL alone cannot compute). */
export interface Backfill {
  /** Reads the rows to rewrite; written once for both databases. */
  select: string;
  /** The statements (`?` placeholders) that rewrite them. */
  rewrite: (rows: Row[]) => Statement[];
}

export interface Migration {
  version: number;
  name: string;
  /** SQLite's DDL. */
  sql: string;
  /** PostgreSQL's DDL for the same version: the two are written and released together. */
  postgres?: string;
  backfill?: readonly Backfill[];
}

/** Each row's address stored trimmed and composed, and its key by emailKey. */
const rekeyEmails = (table: string): Backfill => ({
  select: `SELECT id, email FROM ${table}`,
  rewrite: (rows) =>
    rows.map(({ id, email }) => ({
      sql: `UPDATE ${table} SET email = ?, email_key = ? WHERE id = ?`,
      params: [storedEmail(String(email)), emailKey(String(email)), id],
    })),
});

/**
 * Subscriptions re-keyed: two rows whose addresses now share a key (the same mailbox sent
 * once composed, once decomposed) become one, the first subscribed kept. The others and
 * their notifications are deleted before any key changes, so the unique key never clashes.
 */
const rekeySubscriptions: Backfill = {
  select: 'SELECT id, email FROM subscriptions ORDER BY subscribed_at, id',
  rewrite: (rows) => {
    const seen = new Set<string>();
    const removed: Statement[] = [];
    const kept: Statement[] = [];
    for (const { id, email } of rows) {
      const key = emailKey(String(email));
      if (seen.has(key)) {
        removed.push(
          { sql: 'DELETE FROM outbox WHERE lead_id = ?', params: [id] },
          { sql: 'DELETE FROM subscriptions WHERE id = ?', params: [id] },
        );
        continue;
      }
      seen.add(key);
      kept.push({
        sql: 'UPDATE subscriptions SET email = ?, email_key = ? WHERE id = ?',
        params: [storedEmail(String(email)), key, id],
      });
    }
    return [...removed, ...kept];
  },
};

// Append only: a released migration never changes. SQLite keeps the schema version in
// PRAGMA user_version, PostgreSQL in schema_migrations. Times are ISO 8601 UTC strings,
// so they sort as text (in PostgreSQL under the "C" collation, byte order, whatever the
// database's locale), and every query stays the same on both.
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'contact requests, applications with their CVs, subscriptions',
    sql: `
      CREATE TABLE contact_requests (
        id TEXT PRIMARY KEY NOT NULL,
        received_at TEXT NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        company_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        activity TEXT NOT NULL,
        role TEXT NOT NULL
      ) STRICT;
      CREATE INDEX contact_requests_received_at ON contact_requests (received_at);

      CREATE TABLE applications (
        id TEXT PRIMARY KEY NOT NULL,
        received_at TEXT NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        job TEXT NOT NULL,
        cv_filename TEXT NOT NULL,
        cv_type TEXT NOT NULL,
        cv_size INTEGER NOT NULL,
        cv_sha256 TEXT NOT NULL
      ) STRICT;
      CREATE INDEX applications_received_at ON applications (received_at);

      -- Apart from their application so that listing applications never reads CV pages.
      CREATE TABLE application_cvs (
        application_id TEXT PRIMARY KEY NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        bytes BLOB NOT NULL
      ) STRICT;

      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY NOT NULL,
        subscribed_at TEXT NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        signup_source TEXT NOT NULL
      ) STRICT;
      CREATE INDEX subscriptions_subscribed_at ON subscriptions (subscribed_at);
    `,
    postgres: `
      CREATE TABLE contact_requests (
        id TEXT PRIMARY KEY NOT NULL,
        received_at TEXT COLLATE "C" NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        company_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        activity TEXT NOT NULL,
        role TEXT NOT NULL
      );
      CREATE INDEX contact_requests_received_at ON contact_requests (received_at);

      CREATE TABLE applications (
        id TEXT PRIMARY KEY NOT NULL,
        received_at TEXT COLLATE "C" NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        job TEXT NOT NULL,
        cv_filename TEXT NOT NULL,
        cv_type TEXT NOT NULL,
        cv_size INTEGER NOT NULL,
        cv_sha256 TEXT NOT NULL
      );
      CREATE INDEX applications_received_at ON applications (received_at);

      CREATE TABLE application_cvs (
        application_id TEXT PRIMARY KEY NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        bytes BYTEA NOT NULL
      );

      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY NOT NULL,
        subscribed_at TEXT COLLATE "C" NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        signup_source TEXT NOT NULL
      );
      CREATE INDEX subscriptions_subscribed_at ON subscriptions (subscribed_at);

      -- The rate limit's counters (rate-limiter-flexible's layout), shared by every
      -- instance. SQLite keeps its own in rate-limits.sqlite, apart from the leads.
      CREATE TABLE rate_limits (
        key VARCHAR(255) PRIMARY KEY,
        points INTEGER NOT NULL DEFAULT 0,
        expire BIGINT
      );
    `,
  },
  {
    version: 2,
    name: 'delivery outbox: one row per lead and channel, written with the lead',
    sql: `
      CREATE TABLE outbox (
        -- The delivery's id: the webhook-id a receiver sees on every retry.
        id TEXT PRIMARY KEY NOT NULL,
        lead_kind TEXT NOT NULL CHECK (lead_kind IN ('contact', 'career', 'optin')),
        lead_id TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        next_attempt_at TEXT NOT NULL,
        -- A worker holds a row until then; past it, another may take it (its process died).
        claimed_until TEXT,
        -- Past it, a delivery that keeps failing is marked failed (retry requeues it).
        give_up_at TEXT NOT NULL,
        last_error TEXT,
        delivered_at TEXT,
        UNIQUE (lead_id, channel)
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
    postgres: `
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY NOT NULL,
        lead_kind TEXT NOT NULL CHECK (lead_kind IN ('contact', 'career', 'optin')),
        lead_id TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT COLLATE "C" NOT NULL,
        next_attempt_at TEXT COLLATE "C" NOT NULL,
        claimed_until TEXT COLLATE "C",
        give_up_at TEXT COLLATE "C" NOT NULL,
        last_error TEXT,
        delivered_at TEXT COLLATE "C",
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
  },
  {
    version: 3,
    name: 'one key per address, in any case and Unicode form, on every kind of lead',
    sql: `
      ALTER TABLE contact_requests ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      CREATE INDEX contact_requests_email_key ON contact_requests (email_key);
      ALTER TABLE applications ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      CREATE INDEX applications_email_key ON applications (email_key);
    `,
    postgres: `
      ALTER TABLE contact_requests ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      CREATE INDEX contact_requests_email_key ON contact_requests (email_key);
      ALTER TABLE applications ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      CREATE INDEX applications_email_key ON applications (email_key);
    `,
    backfill: [rekeyEmails('contact_requests'), rekeyEmails('applications'), rekeySubscriptions],
  },
];

/** The last version `steps` reach; throws when the database is past it (newer code migrated it). */
function latestVersion(steps: readonly Migration[], current: number): number {
  const latest = steps.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(`The database is at schema version ${current}, newer than this code (${latest}).`);
  }
  return latest;
}

export const schemaVersion = (db: Database): number => db.pragma('user_version', { simple: true }) as number;

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
      db.exec(step.sql);
      for (const { select, rewrite } of step.backfill ?? []) {
        for (const { sql, params } of rewrite(db.prepare(select).all() as Row[]))
          db.prepare(sql).run(...params);
      }
      db.pragma(`user_version = ${step.version}`);
    }
    return schemaVersion(db);
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
      if (step.postgres === undefined) throw new Error(`Migration ${step.version} has no PostgreSQL DDL.`);
      await client.query(step.postgres);
      for (const { select, rewrite } of step.backfill ?? []) {
        const { rows } = await client.query<Row>(select);
        for (const { sql, params } of rewrite(rows)) await client.query(toPgPlaceholders(sql), [...params]);
      }
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        step.version,
        step.name,
        new Date().toISOString(),
      ]);
    }
    await client.query('COMMIT');
    return Math.max(current, latest);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
