import { randomUUID } from 'node:crypto';
import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { queueDeliveries, type ChannelName } from '../outbox/queue';
import { emailKey, storedEmail } from './emailKey';
import type { LeadKindSpec, RequestMeta } from './kind';

/** Newsletter opt-ins: GET /optin/subscribe/post-json. One per mailbox (emailKey), kept until forgotten. */
export const subscriptionKind: LeadKindSpec = {
  kind: 'optin',
  counts: 'subscriptions',
  table: 'subscriptions',
  time: 'subscribed_at',
  retained: false,
  attached: [],
  notSpam: 'spam_reasons IS NULL',
  csv: {
    file: 'subscriptions.csv',
    columns: ['id', 'subscribed_at', 'locale', 'email', 'signup_source'].map((name) => [name, name] as const),
  },
  fields: { EMAIL: 'email', SIGNUP: 'signup_source' },
  email: { rows: ['EMAIL', 'SIGNUP'] },
};

export interface SubscriptionInput {
  email: string;
  source: string;
}

export interface SubscriptionRow {
  id: string;
  subscribed_at: string;
  locale: string | null;
  email: string;
  signup_source: string;
}

/**
 * Stores a subscription unless the address (by emailKey) already has one; a repeat is not an
 * error. Held as spam (meta.spam), it is kept with its reasons and notifies nobody; a real
 * sign-up later replaces it, so a bot using someone's address cannot keep them off the list.
 */
export async function saveSubscription(
  store: SqlRunner,
  input: SubscriptionInput,
  meta: RequestMeta,
  channels: readonly ChannelName[] = [],
): Promise<{ id: string; created: boolean }> {
  const key = emailKey(input.email);
  const id = randomUUID();
  const spam = meta.spam && meta.spam.length > 0 ? JSON.stringify(meta.spam) : null;
  const [, inserted, row] = await store.batch([
    // Only when this one is not spam itself.
    run(
      'DELETE FROM subscriptions WHERE email_key = ? AND spam_reasons IS NOT NULL AND CAST(? AS TEXT) IS NULL',
      [key, spam],
    ),
    run(
      `INSERT INTO subscriptions (id, subscribed_at, locale, client_hash, email, email_key, signup_source, spam_reasons)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email_key) DO NOTHING`,
      [id, meta.receivedAt, meta.locale, meta.clientHash, storedEmail(input.email), key, input.source, spam],
    ),
    getRow<{ id: string }>('SELECT id FROM subscriptions WHERE email_key = ?', [key]),
    // Queued only when this row is the one stored: a repeat notifies nobody.
    ...queueDeliveries(subscriptionKind, id, channels, Date.parse(meta.receivedAt)),
  ]);
  // Inserted now, or there from the address's first subscription: the row exists either way.
  return { id: row?.id ?? id, created: inserted.changes === 1 };
}

export const listSubscriptions = async (store: SqlRunner, since: string) =>
  (
    await store.batch([
      allRows<SubscriptionRow>(
        `SELECT id, subscribed_at, locale, email, signup_source
         FROM subscriptions WHERE subscribed_at >= ? ORDER BY subscribed_at, id`,
        [since],
      ),
    ])
  )[0];
