import { getRow, run, type SqlRunner } from '../db/runner';
import { leadKind } from '../leads/kinds';
import { queueDeliveries, type ChannelName } from '../outbox/queue';
import { auditWhen, type AuditEntry } from '../team/audit';
import { roundRobinStatements } from './roundRobin';
import { OUTCOME_AT, outcomeColumns, type Outcome } from './outcomes';
import type { LeadStatus } from './work';

// A lead's changes once it is in the inbox: its status, its owner, its first contact. Each
// writes its audit row in the same transaction, found only if the change took.

/** What rescuing a lead from spam needs: where its notifications go, its clock from now, its turn. */
export interface Release {
  channels: readonly ChannelName[];
  dueAt: (kind: 'contact' | 'career', from: Date) => string;
  /** Round-robin: a lead let out of spam as new, with nobody on it, goes to the member next in turn. */
  assign?: boolean;
}

/** The statuses that mean the lead was answered: its first time in one is its first contact. */
export const CONTACTED: readonly LeadStatus[] = ['contacted', 'qualified', 'won', 'lost'];

/** The SET clause (one `?`, the time) recording the first contact, or none for a status that is none. */
export const FIRST_CONTACT = (status: LeadStatus) =>
  CONTACTED.includes(status) ? ', first_contact_at = COALESCE(first_contact_at, ?)' : '';

/**
 * Sets a lead's status, with its outcome (a won deal's value, a lost one's reason; any other
 * status clears both). Out of spam ("not spam"), it gets its clock from now and the
 * notifications it never had, once; into spam by hand, it is marked so (its reason).
 */
export async function setStatus(
  store: SqlRunner,
  id: string,
  status: LeadStatus,
  now: Date,
  release: Release,
  record?: AuditEntry,
  outcome?: Outcome,
): Promise<boolean> {
  const [work] = await store.batch([
    getRow<{ status: LeadStatus; lead_kind: 'contact' | 'career' }>(
      'SELECT status, lead_kind FROM lead_work WHERE lead_id = ?',
      [id],
    ),
  ]);
  if (!work) return false;
  const at = now.toISOString();
  // The first time it leaves new for a conversation: the figures' time to first contact.
  const contact = FIRST_CONTACT(status);
  const { won_value_cents, lost_reason } = outcomeColumns(status, outcome);
  const reached = OUTCOME_AT(status);
  const reachedAt = reached.includes('?') ? [status, at] : [];
  // Recorded with the change, in its transaction: found only if the update above took.
  const recorded = record
    ? [
        auditWhen(
          record,
          now,
          'SELECT 1 FROM lead_work WHERE lead_id = ? AND status = ? AND updated_at = ?',
          [id, status, at],
        ),
      ]
    : [];
  if (work.status === 'spam' && status !== 'spam') {
    // The update comes first: on PostgreSQL a second rescue waits on its row lock, then
    // finds the lead no longer spam and the deliveries already queued.
    const [changed] = await store.batch([
      run(
        `UPDATE lead_work SET status = ?, spam_reasons = NULL, due_at = COALESCE(due_at, ?), updated_at = ?,
           won_value_cents = ?, lost_reason = ?${contact}${reached}
         WHERE lead_id = ? AND status = 'spam'`,
        [
          status,
          release.dueAt(work.lead_kind, now),
          at,
          won_value_cents,
          lost_reason,
          ...(contact ? [at] : []),
          ...reachedAt,
          id,
        ],
      ),
      ...queueDeliveries(leadKind(work.lead_kind), id, release.channels, now.getTime(), {
        once: true,
        dialect: store.dialect,
      }),
      ...recorded,
      // As if it had just arrived: its window from now (above), its turn now.
      ...(release.assign && status === 'new' ? roundRobinStatements(store, id, at) : []),
    ]);
    return changed.changes === 1;
  }
  const [changed] = await store.batch([
    status === 'spam'
      ? run(
          `UPDATE lead_work SET status = 'spam', spam_reasons = COALESCE(spam_reasons, '["marked"]'), updated_at = ?,
             won_value_cents = NULL, lost_reason = NULL, outcome_at = NULL
           WHERE lead_id = ?`,
          [at, id],
        )
      : run(
          `UPDATE lead_work SET status = ?, updated_at = ?, won_value_cents = ?, lost_reason = ?${contact}${reached}
           WHERE lead_id = ?`,
          [status, at, won_value_cents, lost_reason, ...(contact ? [at] : []), ...reachedAt, id],
        ),
    ...recorded,
  ]);
  return changed.changes === 1;
}

/** Gives the lead to a member (who must be one), or to nobody. */
export async function setOwner(
  store: SqlRunner,
  id: string,
  ownerId: string | null,
  now: Date,
  record?: AuditEntry,
): Promise<boolean> {
  const at = now.toISOString();
  const [changed] = await store.batch([
    ownerId === null
      ? run('UPDATE lead_work SET owner_id = NULL, updated_at = ? WHERE lead_id = ?', [now.toISOString(), id])
      : run(
          `UPDATE lead_work SET owner_id = ?, updated_at = ?
           WHERE lead_id = ? AND EXISTS (SELECT 1 FROM members WHERE id = ?)`,
          [ownerId, now.toISOString(), id, ownerId],
        ),
    ...(record
      ? [auditWhen(record, now, 'SELECT 1 FROM lead_work WHERE lead_id = ? AND updated_at = ?', [id, at])]
      : []),
  ]);
  return changed.changes === 1;
}

/**
 * A lead still new becomes contacted through the signed "called back" link, audited under the
 * recipient the link was signed for; then reads its status (null: the lead is gone).
 */
export async function markContacted(
  store: SqlRunner,
  id: string,
  now: Date,
  record: AuditEntry,
): Promise<'marked' | 'already' | 'gone'> {
  const at = now.toISOString();
  const [changed, work] = await store.batch([
    run(
      `UPDATE lead_work SET status = 'contacted', updated_at = ?${FIRST_CONTACT('contacted')}
       WHERE lead_id = ? AND status = 'new'`,
      [at, at, id],
    ),
    getRow<{ status: LeadStatus }>('SELECT status FROM lead_work WHERE lead_id = ?', [id]),
    auditWhen(
      record,
      now,
      "SELECT 1 FROM lead_work WHERE lead_id = ? AND status = 'contacted' AND updated_at = ?",
      [id, at],
    ),
  ]);
  if (!work) return 'gone';
  return changed.changes === 1 ? 'marked' : 'already';
}
