import { randomUUID } from 'node:crypto';
import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import type { LeadKind, LeadKindSpec } from '../leads/kind';
import type { Channel } from './notice';

export type ChannelName = Channel['name'];

/** Channels that only concern a contact request or an application, never a sign-up. */
const LEAD_ONLY: readonly ChannelName[] = ['acknowledgement', 'reminder', 'escalation'];

/** One acknowledgement per address per day: a visitor who sends again hears from us once. */
export const ACKNOWLEDGE_ONCE_MS = 24 * 60 * 60 * 1000;

/**
 * No acknowledgement was queued in the last day for the address of this lead (in `table`),
 * whichever form it came from.
 */
const NOT_ACKNOWLEDGED_TODAY = (table: string) => `
  AND NOT EXISTS (
    SELECT 1 FROM outbox o WHERE o.channel = 'acknowledgement' AND o.created_at > ? AND o.lead_id IN (
      SELECT id FROM contact_requests WHERE email_key = (SELECT email_key FROM ${table} WHERE id = ?)
      UNION ALL
      SELECT id FROM applications WHERE email_key = (SELECT email_key FROM ${table} WHERE id = ?)))`;

/**
 * On PostgreSQL two posts from one address at once would each find no acknowledgement yet and
 * queue one each: the transactions take turns on the address (a lock of their own key space).
 */
const ADDRESS_LOCK = 7301;
const addressLock = (table: string, leadId: string) =>
  getRow<unknown>(
    `SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext((SELECT email_key FROM ${table} WHERE id = ?))) AS locked`,
    [leadId],
  );

/** How long a failing delivery is retried before it is marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Statements that queue one delivery per channel for a lead, to run in the batch (the
 * transaction) that stores the lead: a lead is never stored without its notifications.
 * Nothing is queued unless the lead row exists, so an opt-in repeat queues nothing.
 */
export function queueDeliveries(
  { kind, table }: Pick<LeadKindSpec, 'kind' | 'table'>,
  leadId: string,
  channels: readonly ChannelName[],
  now: number,
  {
    once = false,
    dialect = 'sqlite',
  }: {
    /** Only on a channel the lead has no delivery on yet (a lead released from spam). */
    once?: boolean;
    dialect?: SqlRunner['dialect'];
  } = {},
) {
  const none = once ? ' AND NOT EXISTS (SELECT 1 FROM outbox WHERE lead_id = ? AND channel = ?)' : '';
  const wanted = kind === 'optin' ? channels.filter((c) => !LEAD_ONLY.includes(c)) : channels;
  const lock =
    dialect === 'postgres' && wanted.includes('acknowledgement') ? [addressLock(table, leadId)] : [];
  return [
    ...lock,
    ...wanted.map((channel) => {
      const acknowledgement = channel === 'acknowledgement';
      return run(
        `INSERT INTO outbox (id, lead_kind, lead_id, channel, created_at, next_attempt_at, give_up_at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ?)${none}${
         acknowledgement ? NOT_ACKNOWLEDGED_TODAY(table) : ''
       }`,
        [
          `msg_${randomUUID()}`,
          kind,
          leadId,
          channel,
          iso(now),
          iso(now),
          iso(now + GIVE_UP_AFTER_MS),
          leadId,
          ...(once ? [leadId, channel] : []),
          ...(acknowledgement ? [iso(now - ACKNOWLEDGE_ONCE_MS), leadId, leadId] : []),
        ],
      );
    }),
  ];
}

export interface ClaimedDelivery {
  id: string;
  lead_kind: LeadKind;
  lead_id: string;
  channel: ChannelName;
  attempts: number;
  give_up_at: string;
}

/**
 * A delivery on `channel` for a lead its inbox row still finds (`condition`, on lead_work),
 * due at once; nothing where the lead has one on that channel already, so any number of
 * instances queue it once (on PostgreSQL a second waits for the first's commit, then skips).
 */
export const queueWhile = (leadId: string, channel: Channel['name'], at: string, condition: string) =>
  run(
    `INSERT INTO outbox (id, lead_kind, lead_id, channel, created_at, next_attempt_at, give_up_at)
     SELECT ?, lead_kind, lead_id, ?, ?, ?, ? FROM lead_work WHERE lead_id = ? AND ${condition}
     ON CONFLICT (lead_id, channel) DO NOTHING`,
    [`msg_${randomUUID()}`, channel, at, at, iso(Date.parse(at) + GIVE_UP_AFTER_MS), leadId],
  );

/** Takes up to `limit` due deliveries for this worker until `leaseMs` from now; one transaction. */
export async function claimDue(store: SqlRunner, now: number, leaseMs: number, limit: number) {
  // SQLite has one writer at a time. On PostgreSQL, instances claim at once: a row another
  // claimer has locked is skipped, not waited for, and never handed out twice.
  const lock = store.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  const [claimed] = await store.batch(
    [
      allRows<ClaimedDelivery>(
        `UPDATE outbox SET claimed_until = ?, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY next_attempt_at LIMIT ?${lock})
         RETURNING id, lead_kind, lead_id, channel, attempts, give_up_at`,
        [iso(now + leaseMs), iso(now), iso(now), limit],
      ),
    ],
    // A claim lost in a crash only means the delivery is made again: no need to wait for the disk.
    { durable: false },
  );
  return claimed;
}

/** Marks a delivery made. */
export const deliveredStatement = (id: string, now: number) =>
  run(
    `UPDATE outbox SET status = 'delivered', delivered_at = ?, claimed_until = NULL, last_error = NULL
     WHERE id = ?`,
    [iso(now), id],
  );

/** Another attempt at `nextAt`, or failed for good once past its give-up time. */
export function attemptFailedStatement(delivery: ClaimedDelivery, error: string, nextAt: number) {
  const gaveUp = nextAt > Date.parse(delivery.give_up_at);
  const statement = run(
    'UPDATE outbox SET status = ?, next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?',
    [gaveUp ? 'failed' : 'pending', iso(nextAt), error.slice(0, 200), delivery.id],
  );
  return { statement, gaveUp };
}

/** A delivery whose lead is gone (erased, purged): nothing left to tell. */
export const droppedStatement = (id: string) => run('DELETE FROM outbox WHERE id = ?', [id]);

export interface OutboxRow {
  id: string;
  lead_kind: LeadKind;
  lead_id: string;
  channel: ChannelName;
  status: 'pending' | 'failed';
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  last_error: string | null;
}

/** Deliveries not yet made: pending (retrying) and failed (given up). */
export async function listUndelivered(store: SqlRunner) {
  const [rows] = await store.batch([
    allRows<OutboxRow>(
      `SELECT id, lead_kind, lead_id, channel, status, attempts, created_at, next_attempt_at, last_error
       FROM outbox WHERE status <> 'delivered' ORDER BY created_at, id`,
    ),
  ]);
  return rows;
}

/** Every undelivered delivery due now, with a new 24-hour window; returns how many. */
export async function requeueUndelivered(store: SqlRunner, now: number) {
  const [result] = await store.batch([
    run(
      `UPDATE outbox SET status = 'pending', next_attempt_at = ?, give_up_at = ?
       WHERE status <> 'delivered'`,
      [iso(now), iso(now + GIVE_UP_AFTER_MS)],
    ),
  ]);
  return result.changes;
}
