import { allRows, run, type Changes, type Statement } from '../db/runner';
import type { SqlRunner } from '../db/runner';
import { newId, secretHash } from './tokens';

/** What the audit log records; a lead's typed values never are. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'confirmation-failed',
  'sign-out',
  'sign-out-everywhere',
  'passkey-added',
  'passkey-removed',
  'member-invited',
  'invitation-revoked',
  'member-joined',
  'member-role-changed',
  'member-removed',
  'member-availability-changed',
  'member-language-changed',
  'refused',
  'lead-viewed',
  'lead-status-changed',
  'lead-called-back',
  'lead-owner-changed',
  'lead-note-added',
  'lead-notification-resent',
  'subscriber-released',
  'leads-exported',
  'person-erased',
  'lead-purged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** Who: a member's address, `cli`, or `unknown` (a failed sign-in). */
  actor: string;
  action: AuditAction;
  /** What it was done to: a member's address, a lead's id, a passkey's name, a route. */
  target?: string;
  /** A value the action set (a role, a status), never one a visitor typed. */
  detail?: string;
  /** The client's hashed address, never the address. */
  clientHash: string;
}

const INSERT_AUDIT = 'INSERT INTO audit_log (id, at, actor, action, target, detail, client_hash)';

/** An entry's values in INSERT_AUDIT's order, under a new id. */
const auditValues = (entry: AuditEntry, now: Date) => [
  newId(),
  now.toISOString(),
  entry.actor,
  entry.action,
  entry.target ?? '',
  entry.detail ?? '',
  entry.clientHash,
];

export const auditStatement = (entry: AuditEntry, now: Date): Statement =>
  run(`${INSERT_AUDIT} VALUES (?, ?, ?, ?, ?, ?, ?)`, auditValues(entry, now));

/**
 * Audit rows a query makes, its columns in INSERT_AUDIT's order: one per row it finds (a
 * purge's leads, the owner a lead was just given).
 */
export const auditFrom = (query: string, params: readonly unknown[]): Statement<Changes> =>
  run(`${INSERT_AUDIT} ${query}`, params);

/**
 * The audit row of a change made in the same batch: written only if `condition` (an SQL query)
 * finds the change's row, so the change and its record commit together or not at all.
 */
export const auditWhen = (entry: AuditEntry, now: Date, condition: string, params: unknown[]): Statement =>
  run(`${INSERT_AUDIT} SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (${condition})`, [
    ...auditValues(entry, now),
    ...params,
  ]);

/**
 * A repeated event (a failed sign-in, a refusal) as one row per client, actor, target and minute,
 * its `detail` the count: a flood of them cannot grow the log faster than a row a minute each.
 */
export const countedAuditStatement = (entry: AuditEntry, now: Date): Statement => {
  const minute = now.toISOString().slice(0, 16);
  const key = [entry.action, entry.actor, entry.target ?? '', entry.clientHash, minute].join('\n');
  return run(
    `${INSERT_AUDIT} VALUES (?, ?, ?, ?, ?, '1', ?)
     ON CONFLICT (id) DO UPDATE SET detail = CAST(CAST(audit_log.detail AS INTEGER) + 1 AS TEXT)`,
    [secretHash(key), now.toISOString(), entry.actor, entry.action, entry.target ?? '', entry.clientHash],
  );
};

export async function audit(store: SqlRunner, entry: AuditEntry, now = new Date()): Promise<void> {
  await store.batch([auditStatement(entry, now)]);
}

export interface AuditRecord {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  target: string;
  detail: string;
  client_hash: string;
}

export const AUDIT_PAGE = 100;

/** Where a page of the log ends: its last entry (a purge writes many entries at one time). */
export interface AuditCursor {
  at: string;
  id: string;
}

/** The newest entries, a page at a time: those after `before` in the log's order when given. */
export async function auditPage(store: SqlRunner, before?: AuditCursor): Promise<AuditRecord[]> {
  const [rows] = await store.batch([
    allRows<AuditRecord>(
      `SELECT id, at, actor, action, target, detail, client_hash FROM audit_log
       WHERE at < ? OR (at = ? AND id < ?) ORDER BY at DESC, id DESC LIMIT ${AUDIT_PAGE}`,
      before ? [before.at, before.at, before.id] : ['9999', '9999', ''],
    ),
  ]);
  return rows;
}

/** Entries older than the retention period, for the daily purge. */
export const expiredAudit = (cutoff: string) => run('DELETE FROM audit_log WHERE at < ?', [cutoff]);
