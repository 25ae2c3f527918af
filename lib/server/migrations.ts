import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Append only: a released migration never changes; the schema version lives in
// PRAGMA user_version. Times are ISO 8601 UTC strings, so they sort as text.
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
  },
];

export const schemaVersion = (db: Database): number => db.pragma('user_version', { simple: true }) as number;

/**
 * Brings the schema up to the latest version. The check and the upgrade share one
 * write transaction, so two processes starting at once cannot both apply a step.
 */
export function migrate(db: Database, steps: readonly Migration[] = migrations): number {
  const upgrade = db.transaction(() => {
    const current = schemaVersion(db);
    const latest = steps.at(-1)?.version ?? 0;
    if (current > latest) {
      throw new Error(`The database is at schema version ${current}, newer than this code (${latest}).`);
    }
    for (const step of steps) {
      if (step.version <= current) continue;
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    }
    return schemaVersion(db);
  });
  return upgrade.immediate();
}
