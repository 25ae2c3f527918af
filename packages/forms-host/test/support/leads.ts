// Leads as the store saves them, for the store's and the outbox's tests (SQLite and PostgreSQL).
import type { SqlRunner } from '../../src/db/runner';
import { forgetPerson } from '../../src/leads/retention';

/** A contact request (its email in mixed case: the store keys it in lower case). */
export const contact = {
  name: 'Ana',
  company_name: 'Acme',
  email: 'Ana@Acme.test',
  phone: '1',
  activity: 'retail' as const,
  role: 'CMO',
};

/** A job application with its CV's bytes. */
export const application = (bytes: Buffer) => ({
  name: 'Ana',
  email: 'a@x.test',
  phone: '1',
  job: 'sales-representative',
  cv: { filename: 'CV Ana.pdf', type: 'application/pdf', bytes, sha256: 'f'.repeat(64) },
});

/** When, in which locale and from which client a lead came. */
export const meta = (receivedAt = new Date().toISOString(), locale: string | null = 'fr') => ({
  receivedAt,
  locale,
  clientHash: 'h',
});

const ELODIE = 'élodie.côté@exemple.ca';

/**
 * Rows as schema version 2 stored them (addresses as sent, keyed by JavaScript's lowercase):
 * one person in three spellings (upper case, decomposed, composed) and two subscriptions
 * of one mailbox that version 2 told apart. For migration 3's tests on both databases.
 */
export const version2Rows = [
  {
    sql: `INSERT INTO contact_requests (id, received_at, locale, client_hash, name, company_name, email, phone, activity, role)
          VALUES ('c1', '2026-01-01T00:00:00.000Z', 'fr', 'h', 'Élodie', 'Acme', ?, '1', 'retail', '')`,
    params: [` ${ELODIE.toUpperCase()} `],
  },
  {
    sql: `INSERT INTO applications (id, received_at, locale, client_hash, name, email, phone, job, cv_filename, cv_type, cv_size, cv_sha256)
          VALUES ('a1', '2026-01-02T00:00:00.000Z', 'fr', 'h', 'Élodie', ?, '1', 'dev', 'cv.pdf', 'application/pdf', 5, 'x')`,
    params: [ELODIE.normalize('NFD')],
  },
  // The later subscription is inserted first and has the smaller id: the earlier one is kept.
  {
    sql: `INSERT INTO subscriptions (id, subscribed_at, locale, client_hash, email, email_key, signup_source)
          VALUES ('sa', '2026-01-04T00:00:00.000Z', 'fr', 'h', ?, ?, 'website')`,
    params: [ELODIE.normalize('NFD'), ELODIE.normalize('NFD')],
  },
  {
    sql: `INSERT INTO subscriptions (id, subscribed_at, locale, client_hash, email, email_key, signup_source)
          VALUES ('sz', '2026-01-03T00:00:00.000Z', 'fr', 'h', ?, ?, 'website')`,
    params: [ELODIE, ELODIE],
  },
  {
    sql: `INSERT INTO outbox (id, lead_kind, lead_id, channel, created_at, next_attempt_at, give_up_at)
          VALUES ('o2', 'optin', 'sa', 'webhook', '2026-01-04T00:00:00.000Z', '2026-01-04T00:00:00.000Z', '2026-01-05T00:00:00.000Z')`,
    params: [],
  },
];

/** What migration 3 leaves of version2Rows: one key, addresses composed, one subscription. */
export const version3Expected = {
  keys: [ELODIE, ELODIE, ELODIE],
  emails: [ELODIE.toUpperCase(), ELODIE, ELODIE],
  subscriptions: ['sz'],
  outbox: 0,
};

/** The rows migration 3 is checked by, read the same way on both databases. */
export const version3Reads = [
  {
    sql: `SELECT email_key AS key, email FROM contact_requests WHERE id = 'c1'`,
    params: [],
    mode: 'get' as const,
  },
  {
    sql: `SELECT email_key AS key, email FROM applications WHERE id = 'a1'`,
    params: [],
    mode: 'get' as const,
  },
  {
    sql: `SELECT id, email_key AS key, email FROM subscriptions ORDER BY id`,
    params: [],
    mode: 'all' as const,
  },
  { sql: `SELECT count(*) AS n FROM outbox`, params: [], mode: 'get' as const },
];

type KeyRow = { key: string; email: string };

/** Reads version3Reads' results in version3Expected's shape. */
export function version3Observed(results: unknown[]) {
  const [contactRow, applicationRow, subscriptionRows, outbox] = results as [
    KeyRow,
    KeyRow,
    (KeyRow & { id: string })[],
    { n: number | string },
  ];
  return {
    keys: [contactRow.key, applicationRow.key, ...subscriptionRows.map((row) => row.key)],
    emails: [contactRow.email, applicationRow.email, ...subscriptionRows.map((row) => row.email)],
    subscriptions: subscriptionRows.map((row) => row.id),
    outbox: Number(outbox.n),
  };
}

/**
 * Rows an instance of the code before version 3 stores while version 3 rolls out: unkeyed,
 * and a subscription keyed by the old rule (lower case only, accents as sent).
 */
export const rowsOfOlderCode = [
  {
    sql: `INSERT INTO contact_requests (id, received_at, locale, client_hash, name, company_name, email, phone, activity, role)
          VALUES ('old-c', '2026-02-01T00:00:00.000Z', 'fr', 'h', 'Zoé', 'Acme', 'ZOÉ@EXEMPLE.CA', '1', 'retail', '')`,
    params: [],
  },
  {
    sql: `INSERT INTO subscriptions (id, subscribed_at, locale, client_hash, email, email_key, signup_source)
          VALUES ('old-s', '2026-02-01T00:00:00.000Z', 'fr', 'h', ?, ?, 'website')`,
    params: ['ZOÉ@EXEMPLE.CA'.normalize('NFD'), 'zoé@exemple.ca'.normalize('NFD')],
  },
];

/** Migration 3's fixture, for its tests on both databases. */
export const addressKeys = { version2Rows, rowsOfOlderCode };

/**
 * Migration 3 on `store`, whose schema is at version 2: `upgrade` migrates it. Every
 * spelling of one person ends under one key, and forgetting them erases every kind.
 */
export async function expectAddressesKeyed(store: SqlRunner, upgrade: () => unknown): Promise<void> {
  await store.batch(version2Rows);
  await upgrade();
  expect(version3Observed(await store.batch(version3Reads))).toEqual(version3Expected);
  expect(await forgetPerson(store, 'Élodie.Côté@Exemple.CA'.normalize('NFD'))).toEqual({
    contactRequests: 1,
    applications: 1,
    subscriptions: 1,
    deliveries: 0,
  });
}
