import { allRows, run, type SqlRunner } from '../db/runner';
import { subscriptionKind } from '../leads/subscription';
import { queueDeliveries, type ChannelName } from '../outbox/queue';
import { PAGE_SIZE, type Cursor } from './list';
import { spamReasonsOf } from '../lifecycle/work';

export interface Subscriber {
  id: string;
  email: string;
  subscribedAt: string;
  locale: string | null;
  signupSource: string;
  /** Why the sign-up is held as spam; empty for a subscriber. */
  spamReasons: string[];
}

/**
 * The newsletter's subscribers, newest first, 50 a page by keyset (they have no status or
 * clock); with `spam`, the sign-ups held as spam instead.
 */
export async function listSubscribers(
  store: SqlRunner,
  after?: Cursor,
  { spam = false } = {},
): Promise<{ rows: Subscriber[]; next: Cursor | null }> {
  const conditions = [spam ? 'spam_reasons IS NOT NULL' : 'spam_reasons IS NULL'];
  if (after) conditions.push('(subscribed_at < ? OR (subscribed_at = ? AND id < ?))');
  const [rows] = await store.batch([
    allRows<{
      id: string;
      email: string;
      subscribed_at: string;
      locale: string | null;
      signup_source: string;
      spam_reasons: string | null;
    }>(
      `SELECT id, email, subscribed_at, locale, signup_source, spam_reasons FROM subscriptions
       WHERE ${conditions.join(' AND ')}
       ORDER BY subscribed_at DESC, id DESC LIMIT ${PAGE_SIZE + 1}`,
      after ? [after.receivedAt, after.receivedAt, after.id] : [],
    ),
  ]);
  const page = rows.slice(0, PAGE_SIZE).map((row) => ({
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribed_at,
    locale: row.locale,
    signupSource: row.signup_source,
    spamReasons: spamReasonsOf(row.spam_reasons),
  }));
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > PAGE_SIZE && last ? { receivedAt: last.subscribedAt, id: last.id } : null,
  };
}

/** A sign-up held as spam made a subscription: its notifications go out now, once. */
export async function releaseSubscription(
  store: SqlRunner,
  id: string,
  channels: readonly ChannelName[],
  now: Date,
): Promise<boolean> {
  const [changed] = await store.batch([
    run('UPDATE subscriptions SET spam_reasons = NULL WHERE id = ? AND spam_reasons IS NOT NULL', [id]),
    ...queueDeliveries(subscriptionKind, id, channels, now.getTime(), { once: true }),
  ]);
  return changed.changes === 1;
}
