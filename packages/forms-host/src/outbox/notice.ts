// What the outbox hands a delivery channel for one new lead.
import { getRow, type SqlRunner } from '../db/runner';
import type { LeadKind } from '../leads/kind';
import { leadKind } from '../leads/kinds';
import type { LeadSource } from '@polyfence/lead-contract';
import { storedSource } from '../lifecycle/work';
import { CV_KEPT } from '../leads/career';

export type { LeadKind } from '../leads/kind';

export interface LeadNotice {
  kind: LeadKind;
  id: string; // the lead's id (uuid)
  receivedAt: string; // ISO 8601 UTC
  locale: string | null; // 'en-US' | 'fr' | null
  /** The fields under the names of the form payload: contact {name, company_name, email, phone, activity, role}; career {name, email, phone, job}; optin {EMAIL, SIGNUP}. */
  fields: Record<string, string>;
  /** Contact requests and applications: where the visit that sent it began (empty when unknown). */
  source?: LeadSource;
  /** Contact requests and applications: where the lead stands in the inbox. */
  work?: { status: string; dueAt: string | null; ownerId: string | null };
  /**
   * Applications only. `kept`: whether the CV's bytes are still stored (a spam application past
   * the spam CV budget keeps only their name, size and hash); `bytes` only when asked and kept.
   */
  cv?: { filename: string; type: string; size: number; sha256: string; kept: boolean; bytes?: Buffer };
}

export interface Channel {
  /**
   * email and webhook tell the team of a new lead; acknowledgement tells the visitor; reminder
   * and escalation tell the team a lead's call-back time is near or past.
   */
  name: 'email' | 'webhook' | 'acknowledgement' | 'reminder' | 'escalation';
  /** Rejects on any failure (the outbox retries); the error message holds no personal value. */
  send(notice: LeadNotice, deliveryId: string): Promise<void>;
}

/** The lead as channels see it; null when it was erased since. CV bytes only when asked. */
export async function loadNotice(
  store: SqlRunner,
  kind: LeadKind,
  leadId: string,
  withCv: boolean,
): Promise<LeadNotice | null> {
  const spec = leadKind(kind);
  const attachedCv = spec.attached.includes('application_cvs');
  const [row, cv, work] = await store.batch([
    getRow<Record<string, unknown>>(
      `SELECT *${attachedCv ? `, CASE WHEN ${CV_KEPT} THEN 1 ELSE 0 END AS cv_kept` : ''} FROM ${spec.table} WHERE id = ?`,
      [leadId],
    ),
    // No CV has an empty id: an empty read unless the bytes are wanted.
    getRow<{ bytes: Uint8Array }>('SELECT bytes FROM application_cvs WHERE application_id = ?', [
      attachedCv && withCv ? leadId : '',
    ]),
    getRow<{ source: string; status: string; due_at: string | null; owner_id: string | null }>(
      'SELECT source, status, due_at, owner_id FROM lead_work WHERE lead_id = ?',
      [leadId],
    ),
  ]);
  if (!row) return null;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const notice: LeadNotice = {
    kind,
    id: text(row.id),
    receivedAt: text(row[spec.time]),
    locale: row.locale === null ? null : text(row.locale),
    // Read by column in code: PostgreSQL folds an unquoted alias (EMAIL) to lower case.
    fields: Object.fromEntries(
      Object.entries(spec.fields).map(([name, column]) => [name, text(row[column])]),
    ),
  };
  if (work) {
    notice.source = storedSource(work.source);
    notice.work = { status: work.status, dueAt: work.due_at, ownerId: work.owner_id };
  }
  if (attachedCv) {
    notice.cv = {
      filename: text(row.cv_filename),
      type: text(row.cv_type),
      size: Number(row.cv_size),
      sha256: text(row.cv_sha256),
      kept: Number(row.cv_kept) === 1,
      ...(cv && { bytes: Buffer.from(cv.bytes) }),
    };
  }
  return notice;
}
