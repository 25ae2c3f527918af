import type { Migration } from './types';

export const v1: Migration = {
  version: 1,
  name: 'contact requests, applications with their CVs, subscriptions',
  ddl: ({ time, bytes, table, dialect }) => {
    return `
      CREATE TABLE contact_requests (
        id TEXT PRIMARY KEY NOT NULL,
        received_at ${time} NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        company_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        activity TEXT NOT NULL,
        role TEXT NOT NULL
      )${table};
      CREATE INDEX contact_requests_received_at ON contact_requests (received_at);

      CREATE TABLE applications (
        id TEXT PRIMARY KEY NOT NULL,
        received_at ${time} NOT NULL,
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
      )${table};
      CREATE INDEX applications_received_at ON applications (received_at);

      -- Apart from their application so that listing applications never reads CV pages.
      CREATE TABLE application_cvs (
        application_id TEXT PRIMARY KEY NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        bytes ${bytes} NOT NULL
      )${table};

      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY NOT NULL,
        subscribed_at ${time} NOT NULL,
        locale TEXT,
        client_hash TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        signup_source TEXT NOT NULL
      )${table};
      CREATE INDEX subscriptions_subscribed_at ON subscriptions (subscribed_at);
    ${
      dialect === 'postgres'
        ? `
      -- The rate limit's counters (rate-limiter-flexible's layout), shared by every
      -- instance. SQLite keeps its own in rate-limits.sqlite, apart from the leads.
      CREATE TABLE rate_limits (
        key VARCHAR(255) PRIMARY KEY,
        points INTEGER NOT NULL DEFAULT 0,
        expire BIGINT
      );`
        : ''
    }`;
  },
};
