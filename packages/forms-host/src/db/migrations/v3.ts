import type { Statement } from '../runner';
import type { Backfill, Migration } from './types';

/** How an address is stored and keyed (leads/emailKey.ts is the live rule). */
export interface AddressRule {
  stored: (email: string) => string;
  key: (email: string) => string;
}

/**
 * The rule as this version applies it, a copy: a migration stays what it was when released,
 * whatever leads/emailKey.ts becomes (the re-key at every start applies the live rule).
 */
const RULE_AT_V3: AddressRule = {
  stored: (email) => email.trim().normalize('NFC'),
  key: (email) =>
    Array.from(email.trim().normalize('NFD'), (c) =>
      c === 'ı' ? c : c.toLowerCase().toUpperCase().toLowerCase(),
    )
      .join('')
      .normalize('NFC'),
};

const rekeyEmails = (table: string, { stored, key }: AddressRule): Backfill => ({
  select: `SELECT id, email, email_key FROM ${table}`,
  rewrite: (rows) =>
    rows
      .filter(({ email, email_key }) => email !== stored(String(email)) || email_key !== key(String(email)))
      .map(({ id, email }) => ({
        sql: `UPDATE ${table} SET email = ?, email_key = ? WHERE id = ?`,
        params: [stored(String(email)), key(String(email)), id],
      })),
});

/**
 * Subscriptions re-keyed: two rows whose addresses now share a key (the same mailbox sent
 * once composed, once decomposed) become one, the first subscribed kept. The others and
 * their notifications are deleted before any key changes, so the unique key never clashes.
 */
const rekeySubscriptions = ({ stored, key: keyOf }: AddressRule): Backfill => ({
  select: 'SELECT id, email, email_key FROM subscriptions ORDER BY subscribed_at, id',
  rewrite: (rows) => {
    const seen = new Set<string>();
    const removed: Statement[] = [];
    const kept: Statement[] = [];
    for (const { id, email, email_key } of rows) {
      const key = keyOf(String(email));
      if (seen.has(key)) {
        removed.push(
          { sql: 'DELETE FROM outbox WHERE lead_id = ?', params: [id] },
          { sql: 'DELETE FROM subscriptions WHERE id = ?', params: [id] },
        );
        continue;
      }
      seen.add(key);
      if (email === stored(String(email)) && email_key === key) continue;
      kept.push({
        sql: 'UPDATE subscriptions SET email = ?, email_key = ? WHERE id = ?',
        params: [stored(String(email)), key, id],
      });
    }
    return [...removed, ...kept];
  },
});

/**
 * Each row's address stored and keyed by `rule` (rows already so are left): this version's
 * backfill with its own rule, and, with the live rule, a pass at every start after the
 * migrations, so rows an older instance stored while a new rule rolled out are keyed then.
 */
export const rekeyAddresses = (rule: AddressRule): Backfill[] => [
  rekeyEmails('contact_requests', rule),
  rekeyEmails('applications', rule),
  rekeySubscriptions(rule),
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
  backfill: rekeyAddresses(RULE_AT_V3),
};
