import { randomUUID } from 'node:crypto';
import { allRows, getRow, run, type SqlRunner, type Statement } from '../db/runner';
import type { Channel, LeadKind, LeadNotice } from './notice';

export type ChannelName = Channel['name'];

/** How long a failing delivery is retried before it is marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

const LEAD_TABLE: Record<LeadKind, string> = {
  contact: 'contact_requests',
  career: 'applications',
  optin: 'subscriptions',
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Statements that queue one delivery per channel for a lead, to run in the batch (the
 * transaction) that stores the lead: a lead is never stored without its notifications.
 * Nothing is queued unless the lead row exists, so an opt-in repeat queues nothing.
 */
export function queueDeliveries(
  kind: LeadKind,
  leadId: string,
  channels: readonly ChannelName[],
  now: number,
) {
  return channels.map((channel) =>
    run(
      `INSERT INTO outbox (id, lead_kind, lead_id, channel, created_at, next_attempt_at, give_up_at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM ${LEAD_TABLE[kind]} WHERE id = ?)`,
      [`msg_${randomUUID()}`, kind, leadId, channel, iso(now), iso(now), iso(now + GIVE_UP_AFTER_MS), leadId],
    ),
  );
}

export interface ClaimedDelivery {
  id: string;
  lead_kind: LeadKind;
  lead_id: string;
  channel: ChannelName;
  attempts: number;
  give_up_at: string;
}

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

/** The lead as channels see it; null when it was erased since. CV bytes only when asked. */
export async function loadNotice(store: SqlRunner, kind: LeadKind, leadId: string, withCv: boolean) {
  const query: Record<LeadKind, string> = {
    contact: `SELECT id, received_at, locale, name, company_name, email, phone, activity, role
              FROM contact_requests WHERE id = ?`,
    career: `SELECT id, received_at, locale, name, email, phone, job, cv_filename, cv_type, cv_size, cv_sha256
             FROM applications WHERE id = ?`,
    optin: `SELECT id, subscribed_at AS received_at, locale, email AS EMAIL, signup_source AS SIGNUP
            FROM subscriptions WHERE id = ?`,
  };
  const [row, cv] = await store.batch([
    getRow<Record<string, unknown>>(query[kind], [leadId]),
    // No application's CV has this id: an empty read unless its bytes are wanted.
    getRow<{ bytes: Uint8Array }>('SELECT bytes FROM application_cvs WHERE application_id = ?', [
      kind === 'career' && withCv ? leadId : '',
    ]),
  ]);
  if (!row) return null;
  const { id, received_at, locale, cv_filename, cv_type, cv_size, cv_sha256, ...fields } = row;
  const notice: LeadNotice = {
    kind,
    id: String(id),
    receivedAt: String(received_at),
    locale: locale === null ? null : String(locale),
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v ?? '')])),
  };
  if (kind === 'career') {
    notice.cv = {
      filename: String(cv_filename),
      type: String(cv_type),
      size: Number(cv_size),
      sha256: String(cv_sha256),
      bytes: cv ? Buffer.from(cv.bytes) : Buffer.alloc(0),
    };
  }
  return notice;
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
