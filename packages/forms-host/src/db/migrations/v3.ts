import { emailKey, storedEmail } from '../../leads/emailKey';
import type { Statement } from '../runner';
import type { Backfill, Migration } from './types';

/** True when a row's address and key are already as emailKey and storedEmail make them. */
const keyed = (email: unknown, key: unknown) =>
  email === storedEmail(String(email)) && key === emailKey(String(email));

/** Each row's address stored trimmed and composed, and its key by emailKey (rows already so are left). */
const rekeyEmails = (table: string): Backfill => ({
  select: `SELECT id, email, email_key FROM ${table}`,
  rewrite: (rows) =>
    rows
      .filter(({ email, email_key }) => !keyed(email, email_key))
      .map(({ id, email }) => ({
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
  select: 'SELECT id, email, email_key FROM subscriptions ORDER BY subscribed_at, id',
  rewrite: (rows) => {
    const seen = new Set<string>();
    const removed: Statement[] = [];
    const kept: Statement[] = [];
    for (const { id, email, email_key } of rows) {
      const key = emailKey(String(email));
      if (seen.has(key)) {
        removed.push(
          { sql: 'DELETE FROM outbox WHERE lead_id = ?', params: [id] },
          { sql: 'DELETE FROM subscriptions WHERE id = ?', params: [id] },
        );
        continue;
      }
      seen.add(key);
      if (keyed(email, email_key)) continue;
      kept.push({
        sql: 'UPDATE subscriptions SET email = ?, email_key = ? WHERE id = ?',
        params: [storedEmail(String(email)), key, id],
      });
    }
    return [...removed, ...kept];
  },
};

/**
 * Also run at every start, after the migrations: rows an older instance stored while this
 * version rolled out (unkeyed, or keyed by the old rule) are keyed then. A pass over rows
 * already keyed changes nothing.
 */
export const rekeyAddresses = [
  rekeyEmails('contact_requests'),
  rekeyEmails('applications'),
  rekeySubscriptions,
];

export const v3: Migration = {
  version: 3,
  name: 'one key per address, in any case and Unicode form, on every kind of lead',
  ddl: () => `
    ALTER TABLE contact_requests ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
    CREATE INDEX contact_requests_email_key ON contact_requests (email_key);
    ALTER TABLE applications ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
    CREATE INDEX applications_email_key ON applications (email_key);
  `,
  backfill: rekeyAddresses,
};
