import type { LeadSource } from '@polyfence/lead-contract';
import { run, type Statement } from '../db/runner';
import { searchTerms } from './terms';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.includes(value as LeadStatus);

/** A new lead's place in the inbox (status `new`, no owner) and its search terms, written with the lead. */
export function leadWorkStatements(
  kind: 'contact' | 'career',
  id: string,
  receivedAt: string,
  values: { name: string; company?: string; email: string; phone: string },
  source: LeadSource = {},
  dueAt: string | null = null,
): Statement[] {
  return [
    run(
      `INSERT INTO lead_work (lead_id, lead_kind, received_at, status, due_at, updated_at, source)
       VALUES (?, ?, ?, 'new', ?, ?, ?)`,
      [id, kind, receivedAt, dueAt, receivedAt, JSON.stringify(source)],
    ),
    ...searchTerms(values).map((term) =>
      run('INSERT INTO lead_terms (term, lead_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [term, id]),
    ),
  ];
}

/** The inbox's rows about leads, for the statements that remove those leads (`leads`: a condition on lead_id). */
export const inboxRowsOf = (leads: string, params: readonly unknown[]) =>
  ['lead_notes', 'lead_terms', 'lead_work'].map((table) =>
    run(`DELETE FROM ${table} WHERE ${leads}`, params),
  );

/** A stored source, read back (a row written before sources were kept has none). */
export function storedSource(text: unknown): LeadSource {
  try {
    const parsed: unknown = JSON.parse(String(text ?? '{}'));
    return parsed && typeof parsed === 'object' ? (parsed as LeadSource) : {};
  } catch {
    return {};
  }
}

/** The export's `source` column of a kind's table: the lead's source, as stored (JSON). */
export const SOURCE_COLUMN = (table: string) =>
  `(SELECT source FROM lead_work WHERE lead_work.lead_id = ${table}.id)`;
