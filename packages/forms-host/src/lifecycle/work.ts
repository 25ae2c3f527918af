import type { LeadSource } from '@polyfence/lead-contract';
import { run, type Statement } from '../db/runner';
import { searchTerms } from '../inbox/terms';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.includes(value as LeadStatus);

/**
 * A new lead's place in the inbox (status `new`, no owner; `spam` with its reasons, and no
 * clock, when the checks held it) and its search terms, written with the lead.
 */
export function leadWorkStatements(
  kind: 'contact' | 'career',
  id: string,
  receivedAt: string,
  values: { name: string; company?: string; email: string; phone: string },
  meta: { source?: LeadSource; dueAt?: string; spam?: readonly string[] } = {},
): Statement[] {
  const spam = meta.spam && meta.spam.length > 0 ? meta.spam : null;
  const groups = sourceGroups(meta.source ?? {});
  return [
    run(
      `INSERT INTO lead_work (lead_id, lead_kind, received_at, status, due_at, updated_at, source, spam_reasons,
         utm_campaign, utm_source, utm_medium, referrer, landing_path, cta)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        kind,
        receivedAt,
        spam ? 'spam' : 'new',
        spam ? null : (meta.dueAt ?? null),
        receivedAt,
        JSON.stringify(meta.source ?? {}),
        spam ? JSON.stringify(spam) : null,
        groups.campaign,
        groups.source,
        groups.medium,
        groups.referrer,
        groups.landing,
        groups.cta,
      ],
    ),
    ...searchTerms(values).map((term) =>
      run('INSERT INTO lead_terms (term, lead_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [term, id]),
    ),
  ];
}

/** The parts of a source the sources page groups by ('' for none): the landing page without its query. */
export const sourceGroups = (source: LeadSource) => ({
  campaign: source.utm_campaign ?? '',
  source: source.utm_source ?? '',
  medium: source.utm_medium ?? '',
  referrer: source.referrer ?? '',
  landing: (source.landing ?? '').split('?')[0]!,
  cta: source.cta ?? '',
});

/** The leads of members about to be removed (`members`: a query of their ids) go back to nobody. */
export const unassignedFrom = (members: string, params: readonly unknown[]): Statement =>
  run(`UPDATE lead_work SET owner_id = NULL WHERE owner_id IN (${members})`, params);

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

/** The export's columns of a lead's work: its status and outcome (a won value in cents, exact). */
export const WORK_COLUMNS = (table: string) =>
  (['status', 'won_value_cents', 'lost_reason'] as const).map(
    (column) => [column, `(SELECT ${column} FROM lead_work WHERE lead_work.lead_id = ${table}.id)`] as const,
  );

/** The stored reasons a lead is held as spam (a JSON array), read back; none when it is not. */
export function spamReasonsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** A condition on a kind's table (contact_requests, applications) that leaves its spam out. */
export const WORK_NOT_SPAM = (table: string) =>
  `NOT EXISTS (SELECT 1 FROM lead_work WHERE lead_work.lead_id = ${table}.id AND lead_work.status = 'spam')`;
