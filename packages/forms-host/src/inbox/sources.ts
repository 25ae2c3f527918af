import { TZDate } from '@date-fns/tz';
import { allRows, type SqlRunner } from '../db/runner';
import { OTHER } from '../visits/count';
import { dayStart } from './days';

// Which campaign brings customers: per source of the period's leads (and of its counted
// visits), how many came, were called back within the promise, qualified, won and lost.
// Everything is counted by SQL over the period's rows: a row per group comes back, however
// many leads there are.

export const SOURCE_GROUPS = ['campaign', 'source', 'referrer', 'landing', 'cta'] as const;
export type SourceGroup = (typeof SOURCE_GROUPS)[number];
export const isSourceGroup = (value: unknown): value is SourceGroup =>
  SOURCE_GROUPS.includes(value as SourceGroup);

/** The longest period asked for: three years of weeks in the chart. */
export const LONGEST_PERIOD_DAYS = 3 * 366;

/** A period: two calendar days (YYYY-MM-DD, inclusive) in the team's time zone. */
export interface Period {
  from: string;
  to: string;
}

export interface SourceRow {
  /** The group's value as stored ('' for none; OTHER for the visits past a day's cap). */
  key: string;
  /** Visits that began with this source (null: the grouping has none, by call to action). */
  visits: number | null;
  /** Leads, spam left out; and the spam apart. */
  leads: number;
  spam: number;
  /** Called back by their due time. */
  contactedOnTime: number;
  /** The median time from arrival to first contact, in milliseconds; null: none contacted. */
  medianMs: number | null;
  /** Qualified or won now. */
  qualified: number;
  won: number;
  /** The won leads' values, in LEADS_CURRENCY (exact: summed in cents). */
  wonValue: number;
  lost: number;
}

export interface WeekCount {
  /** Its Monday (YYYY-MM-DD, the team's time zone). */
  monday: string;
  leads: number;
  won: number;
}

export interface SourcesReport {
  period: Period;
  group: SourceGroup;
  rows: SourceRow[];
  totals: SourceRow;
  /** Leads and won per week of the period, for the chosen rows (all when none is chosen). */
  weeks: WeekCount[];
}

/** Each grouping's key over lead_work (w) and over visit_counts (null: visits do not have it). */
const KEYS: Record<SourceGroup, { leads: string; visits: string | null }> = {
  campaign: { leads: 'w.utm_campaign', visits: 'utm_campaign' },
  source: {
    leads: `CASE WHEN w.utm_source = '' AND w.utm_medium = '' THEN '' ELSE w.utm_source || ' / ' || w.utm_medium END`,
    visits: `CASE WHEN utm_source = '${OTHER}' THEN utm_source WHEN utm_source = '' AND utm_medium = '' THEN ''
             ELSE utm_source || ' / ' || utm_medium END`,
  },
  referrer: { leads: 'w.referrer', visits: 'referrer' },
  landing: { leads: 'w.landing_path', visits: 'path' },
  cta: { leads: 'w.cta', visits: null },
};

const day = (date: TZDate) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** The period's default: the last 90 days, today included. */
export function lastDays(now: Date, timeZone: string, days = 90): Period {
  const today = new TZDate(now.getTime(), timeZone);
  const first = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1), timeZone);
  return { from: day(first), to: day(today) };
}

/** This calendar month so far, or the one before it. */
export function monthOf(now: Date, timeZone: string, before = 0): Period {
  const today = new TZDate(now.getTime(), timeZone);
  const first = new TZDate(today.getFullYear(), today.getMonth() - before, 1, timeZone);
  const last =
    before === 0 ? today : new TZDate(today.getFullYear(), today.getMonth() - before + 1, 0, timeZone);
  return { from: day(first), to: day(last) };
}

/** Two typed days as a period, or undefined when either is not a day, they are reversed, or too far apart. */
export function periodOf(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): Period | undefined {
  const start = dayStart(from, timeZone);
  const end = dayStart(to, timeZone);
  if (!start || !end || start > end) return undefined;
  if (Date.parse(end) - Date.parse(start) > LONGEST_PERIOD_DAYS * 86_400_000) return undefined;
  return { from: from!, to: to! };
}

/** The Mondays of the weeks a period touches, each week's first instant and the next's. */
function weeksOf(period: Period, timeZone: string) {
  const [year, month, date] = period.from.split('-').map(Number) as [number, number, number];
  const first = new TZDate(year, month - 1, date, timeZone);
  const monday = new TZDate(year, month - 1, date - ((first.getDay() + 6) % 7), timeZone);
  const weeks: { monday: string; start: string; end: string }[] = [];
  for (let i = 0; ; i += 1) {
    const start = new TZDate(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7 * i, timeZone);
    if (day(start) > period.to) break;
    const end = new TZDate(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7 * (i + 1), timeZone);
    weeks.push({ monday: day(start), start: start.toISOString(), end: end.toISOString() });
  }
  return weeks;
}

interface CountRow {
  k: string;
  leads: number | string;
  spam: number | string;
  on_time: number | string;
  qualified: number | string;
  won: number | string;
  won_cents: number | string | null;
  lost: number | string;
}

const emptyRow = (key: string, visits: number | null): SourceRow => ({
  key,
  visits,
  leads: 0,
  spam: 0,
  contactedOnTime: 0,
  medianMs: null,
  qualified: 0,
  won: 0,
  wonValue: 0,
  lost: 0,
});

/** Milliseconds from arrival to first contact, in each database's words. */
const WAIT = {
  sqlite: '(julianday(w.first_contact_at) - julianday(w.received_at)) * 86400000.0',
  postgres: 'EXTRACT(EPOCH FROM (w.first_contact_at::timestamptz - w.received_at::timestamptz)) * 1000',
};

/** The sources of a period's leads and visits, grouped; `chosen` picks the chart's rows. */
export async function sourcesReport(
  store: SqlRunner,
  options: { group: SourceGroup; period: Period; timeZone: string; chosen?: readonly string[] },
): Promise<SourcesReport> {
  const { group, period, timeZone } = options;
  const keys = KEYS[group];
  const range = [dayStart(period.from, timeZone)!, dayStart(period.to, timeZone, 1)!];
  const weeks = weeksOf(period, timeZone);
  const chosen = (options.chosen ?? []).slice(0, 50);
  const inPeriod = 'w.received_at >= ? AND w.received_at < ?';
  const [counts, medians, visits, perWeek] = await store.batch([
    allRows<CountRow>(
      `SELECT ${keys.leads} AS k,
         sum(CASE WHEN w.status <> 'spam' THEN 1 ELSE 0 END) AS leads,
         sum(CASE WHEN w.status = 'spam' THEN 1 ELSE 0 END) AS spam,
         sum(CASE WHEN w.status <> 'spam' AND w.first_contact_at <= w.due_at THEN 1 ELSE 0 END) AS on_time,
         sum(CASE WHEN w.status IN ('qualified', 'won') THEN 1 ELSE 0 END) AS qualified,
         sum(CASE WHEN w.status = 'won' THEN 1 ELSE 0 END) AS won,
         sum(CASE WHEN w.status = 'won' THEN w.won_value_cents ELSE 0 END) AS won_cents,
         sum(CASE WHEN w.status = 'lost' THEN 1 ELSE 0 END) AS lost
       FROM lead_work w WHERE ${inPeriod} GROUP BY ${keys.leads}`,
      range,
    ),
    // The median of each group's waits: the middle one, or the mean of the middle two.
    allRows<{ k: string; median: number | string }>(
      `SELECT k, avg(wait) AS median FROM (
         SELECT k, wait, row_number() OVER (PARTITION BY k ORDER BY wait) AS i, count(*) OVER (PARTITION BY k) AS n
         FROM (SELECT ${keys.leads} AS k, ${WAIT[store.dialect]} AS wait FROM lead_work w
               WHERE ${inPeriod} AND w.status <> 'spam' AND w.first_contact_at IS NOT NULL) waits
       ) ranked WHERE i = (n + 1) / 2 OR i = (n + 2) / 2 GROUP BY k`,
      range,
    ),
    keys.visits
      ? allRows<{ k: string; visits: number | string }>(
          `SELECT ${keys.visits} AS k, sum(visits) AS visits FROM visit_counts
           WHERE day >= ? AND day <= ? GROUP BY ${keys.visits} HAVING sum(visits) > 0`,
          [period.from, period.to],
        )
      : allRows<{ k: string; visits: number }>('SELECT 1 AS k, 0 AS visits WHERE 1 = 0'),
    allRows<{ monday: string; leads: number | string; won: number | string }>(
      `WITH weeks (monday, starts, ends) AS (VALUES ${weeks.map(() => '(?, ?, ?)').join(', ')})
       SELECT weeks.monday,
         count(w.lead_id) AS leads,
         sum(CASE WHEN w.status = 'won' THEN 1 ELSE 0 END) AS won
       FROM weeks LEFT JOIN lead_work w
         ON w.received_at >= weeks.starts AND w.received_at < weeks.ends AND ${inPeriod} AND w.status <> 'spam'
         ${chosen.length ? `AND ${keys.leads} IN (${chosen.map(() => '?').join(', ')})` : ''}
       GROUP BY weeks.monday ORDER BY weeks.monday`,
      [...weeks.flatMap((week) => [week.monday, week.start, week.end]), ...range, ...chosen],
    ),
  ]);

  const rows = new Map<string, SourceRow>();
  const rowOf = (key: string) => {
    let row = rows.get(key);
    if (!row) rows.set(key, (row = emptyRow(key, keys.visits ? 0 : null)));
    return row;
  };
  for (const visit of visits) rowOf(String(visit.k)).visits = Number(visit.visits);
  for (const count of counts) {
    const row = rowOf(String(count.k));
    row.leads = Number(count.leads);
    row.spam = Number(count.spam);
    row.contactedOnTime = Number(count.on_time);
    row.qualified = Number(count.qualified);
    row.won = Number(count.won);
    row.wonValue = Number(count.won_cents ?? 0) / 100;
    row.lost = Number(count.lost);
  }
  for (const { k, median } of medians) rowOf(String(k)).medianMs = Math.round(Number(median));
  // Every group with a visit, a lead or spam: spam alone is shown too (in its own column), so the totals add up.
  const shown = [...rows.values()].filter((row) => row.leads > 0 || (row.visits ?? 0) > 0 || row.spam > 0);

  const totals = emptyRow('', keys.visits ? 0 : null);
  for (const row of shown) {
    if (totals.visits !== null) totals.visits += row.visits ?? 0;
    totals.leads += row.leads;
    totals.spam += row.spam;
    totals.contactedOnTime += row.contactedOnTime;
    totals.qualified += row.qualified;
    totals.won += row.won;
    totals.wonValue += Math.round(row.wonValue * 100);
    totals.lost += row.lost;
  }
  totals.wonValue /= 100;
  return {
    period,
    group,
    rows: shown,
    totals,
    weeks: perWeek.map((week) => ({
      monday: week.monday,
      leads: Number(week.leads),
      won: Number(week.won ?? 0),
    })),
  };
}

/** A row's cells in the CSV, in the table's order: numbers as numbers, the median in hours. */
export const sourceCells = (row: SourceRow) => [
  row.key,
  row.visits,
  row.leads,
  row.visits ? Number((row.leads / row.visits).toFixed(4)) : null,
  row.contactedOnTime,
  row.medianMs === null ? null : Number((row.medianMs / 3_600_000).toFixed(2)),
  row.qualified,
  row.won,
  row.wonValue,
  row.lost,
  row.spam,
];
