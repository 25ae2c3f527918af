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
  dueAt: string | null = null,
): Statement[] {
  return [
    run(
      `INSERT INTO lead_work (lead_id, lead_kind, received_at, status, due_at, updated_at)
       VALUES (?, ?, ?, 'new', ?, ?)`,
      [id, kind, receivedAt, dueAt, receivedAt],
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
