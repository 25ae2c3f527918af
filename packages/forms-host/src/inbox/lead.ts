import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { GIVE_UP_AFTER_MS, type ChannelName } from '../outbox/queue';
import { auditWhen, type AuditEntry } from '../team/audit';
import { newId } from '../team/tokens';
import type { LeadSource } from '@polyfence/lead-contract';
import { CV_KEPT } from '../leads/career';
import { storedSource } from '../lifecycle/work';
import type { LostReason } from '../lifecycle/outcomes';
import { leadWork, WORK_COLUMNS, type LeadWork, type WorkRow } from './workRow';

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
export interface LeadDetail extends LeadWork {
  locale: string | null;
  /** Lost: its reason. */
  lostReason: LostReason | null;
  /** The form's fields by their payload names (name, company_name, email, phone, activity, role, job). */
  fields: Record<string, string>;
  /** `kept`: false for spam past the spam CV budget (leads/career.ts), whose bytes were not stored. */
  cv: { filename: string; size: number; kept: boolean } | null;
  /** Where the visit that sent it began: landing page, referring origin, utm tags, call to action. */
  source: LeadSource;
  notes: LeadNote[];
  deliveries: LeadDelivery[];
}

interface DetailRow extends WorkRow {
  source: string;
  lost_reason: LostReason | null;
}

type FieldRow = Record<string, string | number | null>;

export async function leadDetail(store: SqlRunner, id: string): Promise<LeadDetail | null> {
  const [work, contact, application, notes, deliveries] = await store.batch([
    getRow<DetailRow>(
      `SELECT ${WORK_COLUMNS}, w.source, w.lost_reason
       FROM lead_work w LEFT JOIN members m ON m.id = w.owner_id WHERE w.lead_id = ?`,
      [id],
    ),
    getRow<FieldRow>(
      'SELECT locale, name, company_name, email, phone, activity, role FROM contact_requests WHERE id = ?',
      [id],
    ),
    getRow<FieldRow>(
      `SELECT locale, name, email, phone, job, cv_filename, cv_size, CASE WHEN ${CV_KEPT} THEN 1 ELSE 0 END AS cv_kept
       FROM applications WHERE id = ?`,
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
  const { locale, cv_filename, cv_size, cv_kept, ...fields } = row;
  return {
    ...leadWork(work),
    locale: locale === null ? null : String(locale),
    lostReason: work.lost_reason,
    fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value ?? '')])),
    cv: cv_filename
      ? { filename: String(cv_filename), size: Number(cv_size), kept: Number(cv_kept) === 1 }
      : null,
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
