import { emailKey } from './emailKey';
import { LEAD_KINDS } from './kinds';
import { run, type SqlRunner } from '../db/runner';
import { inboxRowsOf } from '../lifecycle/work';
import { auditFrom } from '../team/audit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows removed, by each kind's `counts` name, and `deliveries`: the notifications about them. */
export type RemovedCounts = Record<string, number>;

/**
 * Removes the leads the conditions pick (`lead_id IN …` for the rows about them, one per
 * kind), with their deliveries and their inbox rows (status, search terms, notes), in one
 * transaction; sums what each removed, by the kinds' `counts` names.
 */
async function remove(
  store: SqlRunner,
  kinds: typeof LEAD_KINDS,
  outbox: ReturnType<typeof run>,
  leads: (kind: (typeof LEAD_KINDS)[number]) => ReturnType<typeof run>,
  theirs: { sql: string; params: readonly unknown[] },
  recorded: ReturnType<typeof run>[] = [],
): Promise<RemovedCounts> {
  const inbox = inboxRowsOf(theirs.sql, theirs.params);
  const results = await store.batch([...recorded, outbox, ...inbox, ...kinds.map(leads)]);
  const [deliveries, ...rest] = results.slice(recorded.length);
  const removed = rest.slice(inbox.length);
  const counts: RemovedCounts = { deliveries: deliveries!.changes };
  for (const [i, kind] of kinds.entries()) counts[kind.counts] = removed[i]?.changes ?? 0;
  return counts;
}

/**
 * Removes the leads of the kinds kept LEADS_RETENTION_DAYS (contact requests, applications
 * with their CVs) received more than `days` days before `now`, and their deliveries, in one
 * transaction. Subscriptions stay: they are a standing request to be mailed, ended by `forget`.
 */
export function purgeOlderThan(store: SqlRunner, days: number, now = Date.now()): Promise<RemovedCounts> {
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  const kinds = LEAD_KINDS.filter((kind) => kind.retained);
  const old = kinds.map(
    (kind) =>
      `(lead_kind = '${kind.kind}' AND lead_id IN (SELECT id FROM ${kind.table} WHERE ${kind.time} < ?))`,
  );
  const theirs = kinds.map((kind) => `lead_id IN (SELECT id FROM ${kind.table} WHERE ${kind.time} < ?)`);
  return remove(
    store,
    kinds,
    run(
      `DELETE FROM outbox WHERE ${old.join(' OR ')}`,
      old.map(() => cutoff),
    ),
    (kind) => run(`DELETE FROM ${kind.table} WHERE ${kind.time} < ?`, [cutoff]),
    { sql: theirs.join(' OR '), params: theirs.map(() => cutoff) },
    [
      purged(
        `SELECT lead_id FROM lead_work WHERE ${theirs.join(' OR ')}`,
        theirs.map(() => cutoff),
        'retention',
        now,
      ),
    ],
  );
}

/**
 * The audit log's line for each lead a purge removes, by id only (`detail`: retention or spam),
 * written in the purge's own transaction: who asked is the retention rule, not a member.
 */
const purged = (leadIds: string, params: readonly unknown[], detail: string, now: number) =>
  auditFrom(
    `SELECT 'purged-' || lead_id, ?, 'retention', 'lead-purged', lead_id, ?, '' FROM (${leadIds}) removed`,
    [new Date(now).toISOString(), detail, ...params],
  );

/**
 * Erases every lead of one address, of every kind (an application's CV with it), whatever
 * its case or the Unicode form of its accents (emailKey), and every delivery about them,
 * in one transaction.
 */
export function forgetPerson(store: SqlRunner, email: string): Promise<RemovedCounts> {
  const key = emailKey(email);
  const theirs = LEAD_KINDS.map((kind) => `lead_id IN (SELECT id FROM ${kind.table} WHERE email_key = ?)`);
  return remove(
    store,
    LEAD_KINDS,
    run(
      `DELETE FROM outbox WHERE ${theirs.join(' OR ')}`,
      theirs.map(() => key),
    ),
    (kind) => run(`DELETE FROM ${kind.table} WHERE email_key = ?`, [key]),
    { sql: theirs.join(' OR '), params: theirs.map(() => key) },
  );
}

/** How long spam is kept for the team to look through before it goes. */
export const SPAM_KEPT_DAYS = 30;

/**
 * Removes spam older than SPAM_KEPT_DAYS, in one transaction: leads whose status is `spam`
 * (held by the checks or marked by a member) with their CVs, deliveries and inbox rows, and
 * sign-ups held as spam. Returns how many of each kind went.
 */
export async function purgeSpam(store: SqlRunner, now = Date.now()): Promise<RemovedCounts> {
  const cutoff = new Date(now - SPAM_KEPT_DAYS * DAY_MS).toISOString();
  // Its 30 days count from its last change: spam a member marks by hand is kept 30 days from
  // then, never erased at once for being old (erasure is the owners').
  const leads = "SELECT lead_id FROM lead_work WHERE status = 'spam' AND received_at < ? AND updated_at < ?";
  const signUps = 'SELECT id FROM subscriptions WHERE spam_reasons IS NOT NULL AND subscribed_at < ?';
  const withLeadWork = LEAD_KINDS.filter((kind) => kind.kind !== 'optin');
  // lead_work last: the other statements find the spam through it.
  const both = [cutoff, cutoff];
  const [notes, terms, work] = inboxRowsOf(`lead_id IN (${leads})`, both);
  const [, ...results] = await store.batch([
    purged(`${leads} UNION ALL SELECT id AS lead_id FROM (${signUps}) s`, [...both, cutoff], 'spam', now),
    run(`DELETE FROM outbox WHERE lead_id IN (${leads}) OR lead_id IN (${signUps})`, [...both, cutoff]),
    notes!,
    terms!,
    ...withLeadWork.map((kind) => run(`DELETE FROM ${kind.table} WHERE id IN (${leads})`, both)),
    run(`DELETE FROM subscriptions WHERE id IN (${signUps})`, [cutoff]),
    work!,
  ]);
  const counts: RemovedCounts = { deliveries: results[0]!.changes };
  for (const [i, kind] of withLeadWork.entries()) counts[kind.counts] = results[3 + i]!.changes;
  counts.subscriptions = results[3 + withLeadWork.length]!.changes;
  return counts;
}
