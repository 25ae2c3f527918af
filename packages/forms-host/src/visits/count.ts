import { TZDate } from '@date-fns/tz';
import { run, type Statement } from '../db/runner';

/** One beacon, checked: the page, its language, where the visit came from, the landing URL's tags. */
export interface Visit {
  path: string;
  locale: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** The visit's first page: it counts a visit as well as a view. */
  entry: boolean;
}

/**
 * The distinct keys a day may hold: a flood of made-up paths or tags stops growing the table
 * there, its counts folded into one key of its own (OTHER). A busy site has a few hundred.
 */
export const VISIT_KEYS_PER_DAY = 1000;

/** Every part of the key past the day's cap. */
export const OTHER = '(other)';

const KEY = ['path', 'locale', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

/** The calendar day (YYYY-MM-DD) of `at` in the team's time zone: the sources page's periods use it. */
export function dayIn(at: Date, timeZone: string): string {
  const day = new TZDate(at.getTime(), timeZone);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
}

const upsert = (day: string, key: readonly string[], entry: boolean, condition: string, params: unknown[]) =>
  run(
    `INSERT INTO visit_counts (day, ${KEY.join(', ')}, views, visits)
     SELECT ?, ?, ?, ?, ?, ?, ?, 1, ${entry ? 1 : 0} WHERE ${condition}
     ON CONFLICT (day, ${KEY.join(', ')}) DO UPDATE
       SET views = visit_counts.views + 1, visits = visit_counts.visits + ${entry ? 1 : 0}`,
    [day, ...key, ...params],
  );

/**
 * Counts one view (and a visit, for a first page) in one transaction: under the day's cap,
 * or for a key the day already holds, on its own key; past it, on the day's OTHER key. Two
 * instances racing at the cap may pass it by a row each: bounded all the same.
 */
export function countVisit(visit: Visit, day: string): Statement[] {
  const key = KEY.map((part) => visit[part]);
  const exact = `${KEY.map((part) => `${part} = ?`).join(' AND ')}`;
  return [
    upsert(
      day,
      key,
      visit.entry,
      `(SELECT count(*) FROM visit_counts WHERE day = ?) < ${VISIT_KEYS_PER_DAY}
       OR EXISTS (SELECT 1 FROM visit_counts WHERE day = ? AND ${exact})`,
      [day, day, ...key],
    ),
    upsert(
      day,
      KEY.map(() => OTHER),
      visit.entry,
      `NOT EXISTS (SELECT 1 FROM visit_counts WHERE day = ? AND ${exact})`,
      [day, ...key],
    ),
  ];
}
