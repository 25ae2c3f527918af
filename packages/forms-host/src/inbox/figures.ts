import { TZDate } from '@date-fns/tz';
import { allRows, getRow, type SqlRunner } from '../db/runner';

// The call-back promise in figures, by week (Monday to Monday in the team's time zone), over
// the leads received that week that are not spam: how long the first contact took, and how
// many were called back by their due time.

/** The weeks the inbox shows: this one and the twelve before it. */
export const WEEKS_SHOWN = 13;

export interface Week {
  /** Its Monday in the team's time zone (YYYY-MM-DD): the week's name. */
  monday: string;
  /** Its first instant and the next week's, ISO 8601 UTC. */
  start: string;
  end: string;
}

/**
 * The week holding `now` and the `count - 1` before it, newest first. Days are counted by
 * TZDate's calendar in the zone (as the clock does), so a week with a DST change is 167 or 169 hours.
 */
export function weeksBefore(now: Date, timeZone: string, count: number): Week[] {
  const today = new TZDate(now.getTime(), timeZone);
  const sinceMonday = (today.getDay() + 6) % 7;
  const midnight = (days: number) =>
    new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday + days, timeZone);
  return Array.from({ length: count }, (_, i) => {
    const start = midnight(-7 * i);
    return {
      monday: [start.getFullYear(), start.getMonth() + 1, start.getDate()]
        .map((n) => String(n).padStart(2, '0'))
        .join('-'),
      start: new Date(start.getTime()).toISOString(),
      end: new Date(midnight(-7 * i + 7).getTime()).toISOString(),
    };
  });
}

/** A lead's times, as the figures read them. */
export interface LeadTimes {
  received_at: string;
  due_at: string | null;
  first_contact_at: string | null;
}

export interface WeekFigures {
  week: Week;
  /** Leads received that week (spam left out). */
  received: number;
  /** Of those, how many have had their first contact. */
  contacted: number;
  /** The median time from arrival to first contact, of those contacted, in milliseconds; null: none. */
  medianMs: number | null;
  /** Leads with a clock whose promise is settled: contacted, or past due. */
  promised: number;
  /** Of those, contacted by their due time. */
  kept: number;
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The share of promises kept (0 to 1), or null when none is settled. */
export const keptShare = (figures: Pick<WeekFigures, 'kept' | 'promised'>) =>
  figures.promised === 0 ? null : figures.kept / figures.promised;

/** Each week's figures from the leads' times. A lead neither contacted nor past due is not counted as a promise yet. */
export function weekFigures(leads: readonly LeadTimes[], weeks: readonly Week[], now: Date): WeekFigures[] {
  return weeks.map((week) => {
    const start = Date.parse(week.start);
    const end = Date.parse(week.end);
    const mine = leads.filter((lead) => {
      const received = Date.parse(lead.received_at);
      return received >= start && received < end;
    });
    const waits: number[] = [];
    let promised = 0;
    let kept = 0;
    for (const lead of mine) {
      const contact = lead.first_contact_at ? Date.parse(lead.first_contact_at) : null;
      if (contact !== null) waits.push(contact - Date.parse(lead.received_at));
      if (!lead.due_at) continue;
      const due = Date.parse(lead.due_at);
      if (contact === null && due > now.getTime()) continue;
      promised += 1;
      if (contact !== null && contact <= due) kept += 1;
    }
    return { week, received: mine.length, contacted: waits.length, medianMs: median(waits), promised, kept };
  });
}

export interface Figures {
  /** Newest first: this week, then the ones before. */
  weeks: WeekFigures[];
  /** Leads still new past their due time, now. */
  overdue: number;
}

/** The figures of the `count` weeks up to `now`, from one query bounded by their dates. */
export async function figures(
  store: SqlRunner,
  timeZone: string,
  now: Date,
  count = WEEKS_SHOWN,
): Promise<Figures> {
  const weeks = weeksBefore(now, timeZone, count);
  const [leads, overdue] = await store.batch([
    allRows<LeadTimes>(
      `SELECT received_at, due_at, first_contact_at FROM lead_work
       WHERE received_at >= ? AND received_at < ? AND status <> 'spam'`,
      [weeks.at(-1)!.start, weeks[0]!.end],
    ),
    getRow<{ n: number | string }>(
      "SELECT count(*) AS n FROM lead_work WHERE status = 'new' AND due_at IS NOT NULL AND due_at < ?",
      [now.toISOString()],
    ),
  ]);
  return { weeks: weekFigures(leads, weeks, now), overdue: Number(overdue?.n ?? 0) };
}
