import { allRows, run, type SqlRunner, type Statement } from '../db/runner';
import { queueWhile } from '../outbox/queue';

/** A lead is reminded of when this share of its window (received to due, in wall time) has passed. */
export const REMIND_AT = 0.75;
/** Leads looked at in one pass; the next pass takes the rest. */
const BATCH = 100;

interface Pending {
  lead_id: string;
  received_at: string;
  due_at: string;
  reminded_at: string | null;
  escalated_at: string | null;
}

/** When the lead's reminder is due: three quarters of the wall time from its arrival to its due time. */
export function remindAt(receivedAt: string, dueAt: string): number {
  const from = Date.parse(receivedAt);
  const due = Date.parse(dueAt);
  return from + Math.max(0, due - from) * REMIND_AT;
}

/**
 * Queues a reminder or an escalation of a lead still `new`, and marks it sent (`column`): once,
 * on any number of instances. The outbox holds one delivery per lead and channel, so a second
 * instance's insert does nothing (on PostgreSQL it waits for the first's commit, then skips);
 * and the mark is set only where it was not.
 */
function queued(
  leadId: string,
  channel: 'reminder' | 'escalation',
  column: 'reminded_at' | 'escalated_at',
  at: string,
  send: boolean,
): Statement[] {
  return [
    ...(send ? [queueWhile(leadId, channel, at, `status = 'new' AND ${column} IS NULL`)] : []),
    run(`UPDATE lead_work SET ${column} = ? WHERE lead_id = ? AND status = 'new' AND ${column} IS NULL`, [
      at,
      leadId,
    ]),
  ];
}

/**
 * The clock's pass: every lead still new whose reminder or due time has come gets its email
 * queued in the outbox (a lead found already overdue gets the escalation alone). Returns how
 * many emails were queued.
 */
export async function queueClockEmails(store: SqlRunner, now: Date): Promise<number> {
  const at = now.toISOString();
  const [leads] = await store.batch([
    allRows<Pending>(
      `SELECT lead_id, received_at, due_at, reminded_at, escalated_at FROM lead_work
       WHERE status = 'new' AND due_at IS NOT NULL AND (reminded_at IS NULL OR escalated_at IS NULL)
       ORDER BY due_at LIMIT ${BATCH}`,
    ),
  ]);
  const statements: Statement[] = [];
  for (const lead of leads) {
    const overdue = Date.parse(lead.due_at) <= now.getTime();
    if (!lead.reminded_at && remindAt(lead.received_at, lead.due_at) <= now.getTime())
      statements.push(...queued(lead.lead_id, 'reminder', 'reminded_at', at, !overdue));
    if (!lead.escalated_at && overdue)
      statements.push(...queued(lead.lead_id, 'escalation', 'escalated_at', at, true));
  }
  if (statements.length === 0) return 0;
  const results = await store.batch(statements);
  return statements.filter(
    (s, i) => /^\s*INSERT/.test(s.sql) && (results[i] as { changes: number }).changes > 0,
  ).length;
}
