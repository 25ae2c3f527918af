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
