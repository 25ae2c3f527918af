import { valueOf } from '../lifecycle/outcomes';
import { spamReasonsOf, type LeadStatus } from '../lifecycle/work';

/** Where a lead is in its work, as the list and the lead's page both show it. */
export interface LeadWork {
  id: string;
  kind: 'contact' | 'career';
  receivedAt: string;
  status: LeadStatus;
  ownerId: string | null;
  ownerEmail: string | null;
  dueAt: string | null;
  /** Why it is held as spam (spam/rules.ts); empty when it is not. */
  spamReasons: string[];
  /** Won: the deal's value in LEADS_CURRENCY; null otherwise or when not given. */
  wonValue: number | null;
}

/** The columns of `lead_work w` (and of its owner `m`) a LeadWork is read from. */
export const WORK_COLUMNS =
  'w.lead_id, w.lead_kind, w.received_at, w.status, w.owner_id, m.email AS owner_email, w.due_at, w.spam_reasons, w.won_value_cents';

export interface WorkRow {
  lead_id: string;
  lead_kind: 'contact' | 'career';
  received_at: string;
  status: LeadStatus;
  owner_id: string | null;
  owner_email: string | null;
  due_at: string | null;
  spam_reasons: string | null;
  won_value_cents: number | string | null;
}

export const leadWork = (row: WorkRow): LeadWork => ({
  id: row.lead_id,
  kind: row.lead_kind,
  receivedAt: row.received_at,
  status: row.status,
  ownerId: row.owner_id,
  ownerEmail: row.owner_email,
  dueAt: row.due_at,
  spamReasons: spamReasonsOf(row.spam_reasons),
  wonValue: valueOf(row.won_value_cents),
});
