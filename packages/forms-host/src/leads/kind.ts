import type { FieldErrors, LeadSource } from '@polyfence/lead-contract';
import { allRows, type Statement } from '../db/runner';
import type { CsvValue } from './csv';

/** The kinds of lead, as the outbox records them and the webhook names them (`lead.<kind>`). */
export type LeadKind = 'contact' | 'career' | 'optin';

/** A lead saved (its id), or the fields its values were refused for. */
export type SaveResult = { ok: true; id: string } | { ok: false; errors: FieldErrors };

/** What the handler knows about a request besides its body. */
export interface RequestMeta {
  receivedAt: string;
  locale: string | null;
  clientHash: string;
  /** Where the visit that sent it began, as the browser recorded it (the site's own forms only). */
  source?: LeadSource;
  /** When the team must have answered it (contact requests and applications). */
  dueAt?: string;
  /** Why it is held as spam (spam/rules.ts); none or empty: it goes to the team. */
  spam?: readonly string[];
  /** Given at once to the next member in the round-robin (LEADS_ASSIGN), unless it is spam. */
  assign?: boolean;
}

/**
 * Everything the host does with one kind of lead that is not its saving: where it is kept,
 * how it is exported, how the team is told of it. One per kind (contact.ts, career.ts,
 * subscription.ts); kinds.ts lists them, and nothing else does.
 */
export interface LeadKindSpec {
  kind: LeadKind;
  /** The name its counts go by in what the team's commands print (contactRequests…). */
  counts: string;
  table: string;
  /** Its arrival time column. */
  time: 'received_at' | 'subscribed_at';
  /** Purged after LEADS_RETENTION_DAYS (a subscription is a standing request, ended by forget). */
  retained: boolean;
  /** Tables holding more of the lead (its CV), deleted with it. */
  attached: readonly string[];
  /** The export: its CSV file, and its columns (SQL expressions, each with its column name). */
  csv: { file: string; columns: readonly (readonly [name: string, expression: string])[] };
  /** A condition on its table's rows that leaves spam out (SQL): exports never hold it. */
  notSpam: string;
  /** The fields a notice carries, under the form payload's names: payload name → column. */
  fields: Readonly<Record<string, string>>;
  /** The team's email: its rows, by payload name (the site's words label them). */
  email: { rows: readonly string[] };
}

/**
 * A kind's rows where `where` holds, spam left out, as every export writes them: by time, then
 * id (the same order on both databases). The CLI's export and the inbox's share it.
 */
export const exportRows = (
  spec: LeadKindSpec,
  where: string,
  params: readonly unknown[],
): Statement<Record<string, CsvValue>[]> =>
  allRows(
    `SELECT ${spec.csv.columns.map(([name, expression]) => (name === expression ? name : `${expression} AS ${name}`)).join(', ')}
     FROM ${spec.table} WHERE ${where} AND ${spec.notSpam} ORDER BY ${spec.time}, id`,
    params,
  );

/** A kind's rows received at or after `since`, spam left out. */
export const exportRowsSince = (spec: LeadKindSpec, since: string) =>
  exportRows(spec, `${spec.time} >= ?`, [since]);
