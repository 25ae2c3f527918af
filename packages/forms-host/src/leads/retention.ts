import { emailKey } from './emailKey';
import { run, type SqlRunner } from '../db/runner';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  contactRequests: number;
  applications: number;
  deliveries: number;
}

/**
 * Removes contact requests and applications (their CVs with them) received more than
 * `days` days before `now`, and their deliveries, in one transaction. Subscriptions stay:
 * they are a standing request to be mailed, ended by `forget`.
 */
export async function purgeOlderThan(store: SqlRunner, days: number, now = Date.now()): Promise<PurgeCounts> {
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  const [deliveries, contactRequests, applications] = await store.batch([
    run(
      `DELETE FROM outbox WHERE
              (lead_kind = 'contact' AND lead_id IN (SELECT id FROM contact_requests WHERE received_at < ?))
              OR (lead_kind = 'career' AND lead_id IN (SELECT id FROM applications WHERE received_at < ?))`,
      [cutoff, cutoff],
    ),
    run('DELETE FROM contact_requests WHERE received_at < ?', [cutoff]),
    run('DELETE FROM applications WHERE received_at < ?', [cutoff]),
  ]);
  return {
    contactRequests: contactRequests.changes,
    applications: applications.changes,
    deliveries: deliveries.changes,
  };
}

export interface ForgetCounts extends PurgeCounts {
  subscriptions: number;
}

/**
 * Erases every contact request, application (with its CV) and subscription of one
 * address, whatever its case or the Unicode form of its accents (emailKey), and every
 * delivery about them, in one transaction.
 */
export async function forgetPerson(store: SqlRunner, email: string): Promise<ForgetCounts> {
  const key = emailKey(email);
  const contacts = 'SELECT id FROM contact_requests WHERE email_key = ?';
  const applications = 'SELECT id FROM applications WHERE email_key = ?';
  const subscriptions = 'SELECT id FROM subscriptions WHERE email_key = ?';
  const [deliveries, contactRequests, applicationRows, subscriptionRows] = await store.batch([
    run(
      `DELETE FROM outbox WHERE lead_id IN (${contacts}) OR lead_id IN (${applications})
              OR lead_id IN (${subscriptions})`,
      [key, key, key],
    ),
    run('DELETE FROM contact_requests WHERE email_key = ?', [key]),
    run('DELETE FROM applications WHERE email_key = ?', [key]),
    run('DELETE FROM subscriptions WHERE email_key = ?', [key]),
  ]);
  return {
    contactRequests: contactRequests.changes,
    applications: applicationRows.changes,
    subscriptions: subscriptionRows.changes,
    deliveries: deliveries.changes,
  };
}
