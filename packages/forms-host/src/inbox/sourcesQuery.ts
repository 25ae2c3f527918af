import { isSourceGroup, periodOf, type Period, type SourceGroup } from './sources';

/** The sources page's query (`group`, `from`, `to`, `row`), as its links and downloads carry it. */
export function sourcesQuery(query: URLSearchParams): {
  group: SourceGroup;
  period?: Period;
  chosen: string[];
} {
  const group = query.get('group');
  return {
    group: isSourceGroup(group) ? group : 'campaign',
    // Days are days in any zone: the zone places them in time later, in the report.
    period: periodOf(query.get('from') ?? undefined, query.get('to') ?? undefined, 'UTC'),
    chosen: query.getAll('row').slice(0, 50),
  };
}

/** The sources CSV's columns, named for programs and people alike (the median in hours). */
export const SOURCES_CSV_HEADER = [
  'source',
  'visits',
  'leads',
  'conversion',
  'called_back_on_time',
  'median_hours_to_first_contact',
  'qualified',
  'won',
  'won_value',
  'lost',
  'spam',
] as const;
