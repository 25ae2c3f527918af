import type { LeadStatus } from './work';

/** Why a lead was lost: the short list the team picks from. */
export const LOST_REASONS = ['no-budget', 'competitor', 'no-answer', 'not-a-fit', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const isLostReason = (value: unknown): value is LostReason =>
  LOST_REASONS.includes(value as LostReason);

/** What a lead's end brought: a won deal's value (cents of LEADS_CURRENCY), a lost one's reason. */
export interface Outcome {
  wonValueCents?: number | null;
  lostReason?: LostReason | null;
}

/** The largest value taken, in cents (a billion in the currency): beyond is a typing slip. */
export const MAX_WON_VALUE_CENTS = 100_000_000_000;

/**
 * A value as a member types it ("1500", "1 500,50", "1,500.50") in cents; null for empty;
 * undefined for anything that is not an amount.
 */
export function centsOf(typed: string): number | null | undefined {
  const compact = typed.replace(/[\s\u00a0\u202f$€]/g, '');
  if (compact === '') return null;
  // The last separator followed by one or two digits is the decimal one; others group thousands.
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const cents = Number(match[1]!.replace(/[.,]/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_WON_VALUE_CENTS ? cents : undefined;
}

/** The columns a status sets: a value only when won, a reason only when lost; other statuses clear both. */
export function outcomeColumns(status: LeadStatus, outcome: Outcome = {}) {
  return {
    won_value_cents: status === 'won' ? (outcome.wonValueCents ?? null) : null,
    lost_reason: status === 'lost' ? (outcome.lostReason ?? null) : null,
  };
}

/** The statuses whose time the ad platforms' files report (outcome_at). */
export const OUTCOMES: readonly LeadStatus[] = ['qualified', 'won', 'lost'];

/**
 * The SET clause (two `?`: the status, the time) keeping when the lead reached its outcome:
 * kept while it stays there (a value corrected), cleared when it leaves.
 */
export const OUTCOME_AT = (status: LeadStatus) =>
  OUTCOMES.includes(status)
    ? ', outcome_at = CASE WHEN status = ? AND outcome_at IS NOT NULL THEN outcome_at ELSE ? END'
    : ', outcome_at = NULL';

/** The audit row's detail: the status, and what came with it ("won 1500.00", "lost no-budget"). */
export function outcomeDetail(status: LeadStatus, outcome: Outcome = {}): string {
  const { won_value_cents, lost_reason } = outcomeColumns(status, outcome);
  if (won_value_cents !== null) return `${status} ${(won_value_cents / 100).toFixed(2)}`;
  if (lost_reason !== null) return `${status} ${lost_reason}`;
  return status;
}

/** A stored value (cents; PostgreSQL's BIGINT arrives as text) in the currency's units; null for none. */
export const valueOf = (cents: number | string | null | undefined): number | null =>
  cents === null || cents === undefined ? null : Number(cents) / 100;
