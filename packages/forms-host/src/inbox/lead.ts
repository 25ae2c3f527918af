import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { leadKind } from '../leads/kinds';
import { GIVE_UP_AFTER_MS, queueDeliveries, type ChannelName } from '../outbox/queue';
import { auditWhen, type AuditEntry } from '../team/audit';
import { newId } from '../team/tokens';
import type { LeadSource } from '@polyfence/lead-contract';
import { roundRobinStatements } from './roundRobin';
import { spamReasonsOf, storedSource, type LeadStatus } from './work';

export interface LeadNote {
  id: string;
  author: string;
  body: string;
  at: string;
}

export interface LeadDelivery {
  id: string;
  channel: ChannelName;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  nextAttemptAt: string;
}

/** One lead as the team's page shows it: every field as the visitor sent it, and its work. */
export interface LeadDetail {
  id: string;
  kind: 'contact' | 'career';
  receivedAt: string;
  locale: string | null;
  status: LeadStatus;
  ownerId: string | null;
  ownerEmail: string | null;
  dueAt: string | null;
  /** Why it is held as spam (spam/rules.ts); empty when it is not. */
  spamReasons: string[];
  /** The form's fields by their payload names (name, company_name, email, phone, activity, role, job). */
  fields: Record<string, string>;
  cv: { filename: string; size: number } | null;
  /** Where the visit that sent it began: landing page, referring origin, utm tags, call to action. */
  source: LeadSource;
  notes: LeadNote[];
  deliveries: LeadDelivery[];
}

interface WorkRow {
  lead_kind: 'contact' | 'career';
  received_at: string;
  status: LeadStatus;
  owner_id: string | null;
  owner_email: string | null;
  due_at: string | null;
  source: string;
  spam_reasons: string | null;
}

type FieldRow = Record<string, string | number | null>;

export async function leadDetail(store: SqlRunner, id: string): Promise<LeadDetail | null> {
  const [work, contact, application, notes, deliveries] = await store.batch([
    getRow<WorkRow>(
      `SELECT w.lead_kind, w.received_at, w.status, w.owner_id, m.email AS owner_email, w.due_at, w.source, w.spam_reasons
       FROM lead_work w LEFT JOIN members m ON m.id = w.owner_id WHERE w.lead_id = ?`,
      [id],
    ),
    getRow<FieldRow>(
      'SELECT locale, name, company_name, email, phone, activity, role FROM contact_requests WHERE id = ?',
      [id],
    ),
    getRow<FieldRow>(
      'SELECT locale, name, email, phone, job, cv_filename, cv_size FROM applications WHERE id = ?',
      [id],
    ),
    allRows<LeadNote>('SELECT id, author, body, at FROM lead_notes WHERE lead_id = ? ORDER BY at, id', [id]),
    allRows<{
      id: string;
      channel: ChannelName;
      status: LeadDelivery['status'];
      attempts: number;
      last_error: string | null;
      delivered_at: string | null;
      next_attempt_at: string;
    }>(
      `SELECT id, channel, status, attempts, last_error, delivered_at, next_attempt_at
       FROM outbox WHERE lead_id = ? ORDER BY channel`,
      [id],
    ),
  ]);
  const row = contact ?? application;
  if (!work || !row) return null;
  const { locale, cv_filename, cv_size, ...fields } = row;
  return {
    id,
    kind: work.lead_kind,
    receivedAt: work.received_at,
    locale: locale === null ? null : String(locale),
    status: work.status,
    ownerId: work.owner_id,
    ownerEmail: work.owner_email,
    dueAt: work.due_at,
    spamReasons: spamReasonsOf(work.spam_reasons),
    fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value ?? '')])),
    cv: cv_filename ? { filename: String(cv_filename), size: Number(cv_size) } : null,
    source: storedSource(work.source),
    notes,
    deliveries: deliveries.map((d) => ({
      id: d.id,
      channel: d.channel,
      status: d.status,
      attempts: Number(d.attempts),
      lastError: d.last_error,
      deliveredAt: d.delivered_at,
      nextAttemptAt: d.next_attempt_at,
    })),
  };
}

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
 * Sets a lead's status. Out of spam ("not spam"), it gets its clock from now and the
 * notifications it never had, once; into spam by hand, it is marked so (its reason).
 */
export async function setStatus(
  store: SqlRunner,
  id: string,
  status: LeadStatus,
  now: Date,
  release: Release,
  record?: AuditEntry,
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
        `UPDATE lead_work SET status = ?, spam_reasons = NULL, due_at = COALESCE(due_at, ?), updated_at = ?${contact}
         WHERE lead_id = ? AND status = 'spam'`,
        [status, release.dueAt(work.lead_kind, now), at, ...(contact ? [at] : []), id],
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
          `UPDATE lead_work SET status = 'spam', spam_reasons = COALESCE(spam_reasons, '["marked"]'), updated_at = ?
           WHERE lead_id = ?`,
          [at, id],
        )
      : run(`UPDATE lead_work SET status = ?, updated_at = ?${contact} WHERE lead_id = ?`, [
          status,
          at,
          ...(contact ? [at] : []),
          id,
        ]),
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

export const NOTE_MAX_LENGTH = 4000;

/** Appends a note by `author` (a member's address); notes are never edited. */
export async function addNote(
  store: SqlRunner,
  id: string,
  author: string,
  body: string,
  now: Date,
  record?: AuditEntry,
) {
  const noteId = newId();
  const [added] = await store.batch([
    run(
      `INSERT INTO lead_notes (id, lead_id, author, body, at)
       SELECT ?, lead_id, ?, ?, ? FROM lead_work WHERE lead_id = ?`,
      [noteId, author, body, now.toISOString(), id],
    ),
    ...(record ? [auditWhen(record, now, 'SELECT 1 FROM lead_notes WHERE id = ?', [noteId])] : []),
  ]);
  return added.changes === 1;
}

/** Sends one of the lead's notifications again: due now, with a new 24-hour window. */
export async function resendDelivery(
  store: SqlRunner,
  leadId: string,
  deliveryId: string,
  now: Date,
  record?: AuditEntry,
) {
  const giveUp = new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString();
  const [changed] = await store.batch([
    run(
      `UPDATE outbox SET status = 'pending', next_attempt_at = ?, give_up_at = ?, claimed_until = NULL
       WHERE id = ? AND lead_id = ? AND status <> 'pending'`,
      [now.toISOString(), giveUp, deliveryId, leadId],
    ),
    ...(record
      ? [
          auditWhen(
            record,
            now,
            "SELECT 1 FROM outbox WHERE id = ? AND status = 'pending' AND give_up_at = ?",
            [deliveryId, giveUp],
          ),
        ]
      : []),
  ]);
  return changed.changes === 1;
}
