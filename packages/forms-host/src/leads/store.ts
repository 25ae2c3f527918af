import { randomUUID } from 'node:crypto';
import type { ContactValues } from '@polyfence/lead-contract';
import { queueDeliveries, type ChannelName } from '../outbox/queue';
import { emailKey, storedEmail } from './emailKey';
import { allRows, getRow, run, type SqlRunner, type Statement } from '../db/runner';

/** What the handler knows about a request besides its body. */
export interface RequestMeta {
  receivedAt: string;
  locale: string | null;
  clientHash: string;
}

export interface ApplicationInput {
  name: string;
  email: string;
  phone: string;
  job: string;
  /** `sha256`: hex digest of `bytes`, computed off the request thread by the caller. */
  cv: { filename: string; type: string; bytes: Buffer; sha256: string };
}

export interface SubscriptionInput {
  email: string;
  source: string;
}

/**
 * The save functions store a lead and queue its notifications on `channels` in one
 * transaction; each returns once that is committed.
 */

/** Stores a contact request; returns its id once committed. */
export async function saveContactRequest(
  store: SqlRunner,
  values: ContactValues,
  meta: RequestMeta,
  channels: readonly ChannelName[] = [],
) {
  const id = randomUUID();
  await store.batch([
    {
      sql: `INSERT INTO contact_requests
              (id, received_at, locale, client_hash, name, company_name, email, email_key, phone, activity, role)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        id,
        meta.receivedAt,
        meta.locale,
        meta.clientHash,
        values.name,
        values.company_name,
        storedEmail(values.email),
        emailKey(values.email),
        values.phone,
        values.activity,
        values.role ?? '',
      ],
    },
    ...queueDeliveries('contact', id, channels, Date.parse(meta.receivedAt)),
  ]);
  return id;
}

/** Stores an application and its CV in one transaction; returns its id once committed. */
export async function saveApplication(
  store: SqlRunner,
  input: ApplicationInput,
  meta: RequestMeta,
  channels: readonly ChannelName[] = [],
) {
  const id = randomUUID();
  const { cv } = input;
  await store.batch([
    {
      sql: `INSERT INTO applications
              (id, received_at, locale, client_hash, name, email, email_key, phone, job,
               cv_filename, cv_type, cv_size, cv_sha256)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        id,
        meta.receivedAt,
        meta.locale,
        meta.clientHash,
        input.name,
        storedEmail(input.email),
        emailKey(input.email),
        input.phone,
        input.job,
        cv.filename,
        cv.type,
        cv.bytes.length,
        cv.sha256,
      ],
    },
    { sql: 'INSERT INTO application_cvs (application_id, bytes) VALUES (?, ?)', params: [id, cv.bytes] },
    ...queueDeliveries('career', id, channels, Date.parse(meta.receivedAt)),
  ]);
  return id;
}

/** Stores a subscription unless the address (by emailKey) already has one; a repeat is not an error. */
export async function saveSubscription(
  store: SqlRunner,
  input: SubscriptionInput,
  meta: RequestMeta,
  channels: readonly ChannelName[] = [],
): Promise<{ id: string; created: boolean }> {
  const key = emailKey(input.email);
  const id = randomUUID();
  const [inserted, row] = await store.batch([
    run(
      `INSERT INTO subscriptions (id, subscribed_at, locale, client_hash, email, email_key, signup_source)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email_key) DO NOTHING`,
      [id, meta.receivedAt, meta.locale, meta.clientHash, storedEmail(input.email), key, input.source],
    ),
    getRow<{ id: string }>('SELECT id FROM subscriptions WHERE email_key = ?', [key]),
    // Queued only when this row is the one stored: a repeat notifies nobody.
    ...queueDeliveries('optin', id, channels, Date.parse(meta.receivedAt)),
  ]);
  // Inserted now, or there from the address's first subscription: the row exists either way.
  return { id: row?.id ?? id, created: inserted.changes === 1 };
}

export interface ContactRequestRow {
  id: string;
  received_at: string;
  locale: string | null;
  name: string;
  company_name: string;
  email: string;
  phone: string;
  activity: string;
  role: string;
}

export interface ApplicationRow {
  id: string;
  received_at: string;
  locale: string | null;
  name: string;
  email: string;
  phone: string;
  job: string;
  cv_filename: string;
  cv_type: string;
  cv_size: number;
  cv_sha256: string;
}

export interface SubscriptionRow {
  id: string;
  subscribed_at: string;
  locale: string | null;
  email: string;
  signup_source: string;
}

// The client hash stays in the database: it is for rate analysis, not for the marketing team.
// Ordered by time, then id: the same order on both databases (PostgreSQL has no rowid).
export const contactRequestsSince = (since: string) =>
  allRows<ContactRequestRow>(
    `SELECT id, received_at, locale, name, company_name, email, phone, activity, role
     FROM contact_requests WHERE received_at >= ? ORDER BY received_at, id`,
    [since],
  );

export const applicationsSince = (since: string) =>
  allRows<ApplicationRow>(
    `SELECT id, received_at, locale, name, email, phone, job, cv_filename, cv_type, cv_size, cv_sha256
     FROM applications WHERE received_at >= ? ORDER BY received_at, id`,
    [since],
  );

export const subscriptionsSince = (since: string) =>
  allRows<SubscriptionRow>(
    `SELECT id, subscribed_at, locale, email, signup_source
     FROM subscriptions WHERE subscribed_at >= ? ORDER BY subscribed_at, id`,
    [since],
  );

const all = async <Row>(store: SqlRunner, statement: Statement<Row[]>) => (await store.batch([statement]))[0];

export const listContactRequests = (store: SqlRunner, since: string) =>
  all(store, contactRequestsSince(since));

export const listApplications = (store: SqlRunner, since: string) => all(store, applicationsSince(since));

export const listSubscriptions = (store: SqlRunner, since: string) => all(store, subscriptionsSince(since));

/** The CV exactly as received. */
export async function readCv(store: SqlRunner, applicationId: string): Promise<Buffer | undefined> {
  const [row] = await store.batch([
    getRow<{ bytes: Uint8Array }>('SELECT bytes FROM application_cvs WHERE application_id = ?', [
      applicationId,
    ]),
  ]);
  return row ? Buffer.from(row.bytes) : undefined;
}
