import { allRows, type SqlRunner } from '../db/runner';
import { PAGE_SIZE, type Cursor } from './list';

export interface Subscriber {
  id: string;
  email: string;
  subscribedAt: string;
  locale: string | null;
  signupSource: string;
}

/** The newsletter's subscribers, newest first, 50 a page by keyset (they have no status or clock). */
export async function listSubscribers(
  store: SqlRunner,
  after?: Cursor,
): Promise<{ rows: Subscriber[]; next: Cursor | null }> {
  const [rows] = await store.batch([
    allRows<{
      id: string;
      email: string;
      subscribed_at: string;
      locale: string | null;
      signup_source: string;
    }>(
      `SELECT id, email, subscribed_at, locale, signup_source FROM subscriptions
       ${after ? 'WHERE subscribed_at < ? OR (subscribed_at = ? AND id < ?)' : ''}
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
  }));
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > PAGE_SIZE && last ? { receivedAt: last.subscribedAt, id: last.id } : null,
  };
}
