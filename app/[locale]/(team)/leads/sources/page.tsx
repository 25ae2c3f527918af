import {
  lastDays,
  monthOf,
  SOURCE_GROUPS,
  sourcesQuery,
  type Period,
  type SourceRow,
  shortTimeWords,
  zoneWords,
} from '@polyfence/forms-host';
import { getFormatter, getTranslations } from 'next-intl/server';
import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { TeamTable } from '@/components/team/TeamTable';
import { StatusMessage } from '@/components/team/StatusMessage';
import styles from '@/components/team/team.module.css';
import { inbox, localeOf, pageData, signedIn, teamCurrency, teamTimeZone } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';
import { SourcesChart } from './SourcesChart';
import { named, TeamSelect } from '@/components/team/TeamSelect';

export const generateMetadata = teamMetadata('sources');

const PERIODS = ['90-days', 'this-month', 'last-month', 'custom'] as const;
const COLUMNS = [
  'key',
  'visits',
  'leads',
  'conversion',
  'onTime',
  'median',
  'qualified',
  'won',
  'wonValue',
  'lost',
  'spam',
] as const;
type ColumnName = (typeof COLUMNS)[number];

const conversion = (row: SourceRow) => (row.visits ? row.leads / row.visits : null);
/** Each column's value for sorting (null sorts last either way). */
const SORT: Record<ColumnName, (row: SourceRow) => number | string | null> = {
  key: (row) => row.key,
  visits: (row) => row.visits,
  leads: (row) => row.leads,
  conversion,
  onTime: (row) => row.contactedOnTime,
  median: (row) => row.medianMs,
  qualified: (row) => row.qualified,
  won: (row) => row.won,
  wonValue: (row) => row.wonValue,
  lost: (row) => row.lost,
  spam: (row) => row.spam,
};

function sorted(rows: readonly SourceRow[], column: ColumnName, ascending: boolean) {
  const value = SORT[column];
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return a.key < b.key ? -1 : 1;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * (ascending ? 1 : -1);
  });
}

const isColumn = (value: unknown): value is ColumnName => COLUMNS.includes(value as ColumnName);

/**
 * Which campaign brings customers: the period's visits and leads by source, what became of
 * the leads (called back on time, qualified, won and for how much, lost), a chart of the
 * chosen rows by week; owners download the table and the ad platforms' conversion files.
 */
export default async function SourcesPage({ params, searchParams }: TeamPageProps) {
  const locale = await localeOf(params);
  const caller = await signedIn(locale);
  const query = (await searchParams) as Record<string, string | string[] | undefined>;
  const one = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const timeZone = teamTimeZone();
  const now = new Date();
  const preset = PERIODS.find((period) => period === one('period'));
  const asked = sourcesQuery(
    new URLSearchParams(
      Object.entries(query).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => [name, v]),
      ),
    ),
  );
  const typedDates = one('from') !== undefined || one('to') !== undefined;
  const badPeriod = (preset === 'custom' || (!preset && typedDates)) && !asked.period;
  const period: Period =
    preset === 'this-month'
      ? monthOf(now, timeZone)
      : preset === 'last-month'
        ? monthOf(now, timeZone, 1)
        : preset === '90-days'
          ? lastDays(now, timeZone)
          : (asked.period ?? lastDays(now, timeZone));
  const group = asked.group;
  const report = await pageData(locale, inbox().sources(caller, { group, period, chosen: asked.chosen }));
  const t = await getTranslations({ locale, namespace: 'Team.sources' });
  const format = await getFormatter({ locale });
  const currency = teamCurrency();
  const owner = caller.member.role === 'owner';

  const base = teamPagePath(locale, 'sources');
  const periodQuery = { group, from: period.from, to: period.to };
  const link = (extra: Record<string, string>) =>
    `${base}?${new URLSearchParams({ ...periodQuery, ...extra })}`;
  const sortColumn = isColumn(one('sort')) ? (one('sort') as ColumnName) : 'leads';
  const ascending = one('dir') === 'asc';
  const rows = sorted(report.rows, sortColumn, ascending);

  // A calendar day of the period, written as the team's other dates are.
  const day = (iso: string) => shortTimeWords(new Date(`${iso}T12:00:00Z`), locale, 'UTC', false);
  const keyWords = (key: string) => (key === '' ? t('none') : key.startsWith('(other)') ? t('other') : key);
  const count = (n: number | null) => (n === null ? t('dash') : format.number(n));
  const cells = (row: SourceRow) => {
    const share = conversion(row);
    return [
      count(row.visits),
      format.number(row.leads),
      share === null ? t('dash') : format.number(share, { style: 'percent', maximumFractionDigits: 1 }),
      format.number(row.contactedOnTime),
      row.medianMs === null
        ? t('dash')
        : t('hours', { hours: format.number(row.medianMs / 3_600_000, { maximumFractionDigits: 1 }) }),
      format.number(row.qualified),
      format.number(row.won),
      format.number(row.wonValue, { style: 'currency', currency }),
      format.number(row.lost),
      format.number(row.spam),
    ];
  };
  const header = (column: ColumnName) => {
    const label = t(`columns.${column}`);
    const active = column === sortColumn;
    const href = link({ sort: column, dir: active && !ascending ? 'asc' : 'desc' });
    return {
      label,
      sort: {
        href,
        active: active ? (ascending ? 'ascending' : 'descending') : undefined,
        name: t('sortBy', { column: label }),
      },
    } as const;
  };
  const chosen = new Set(asked.chosen);
  const chartRows = asked.chosen.length === 0 ? t('chartAll') : asked.chosen.map(keyWords).join(', ');

  return (
    <TeamShell locale={locale} caller={caller} page="sources" title={t('title')}>
      <p>
        {t('intro', { from: day(period.from), to: day(period.to), timeZone: zoneWords(locale, timeZone) })}
      </p>
      <StatusMessage error={badPeriod ? t('badPeriod') : undefined} />
      <form method="get" action={base} className={styles.filters}>
        <fieldset>
          <legend>{t('period')}</legend>
          <div className={styles.field}>
            <TeamSelect
              id="period"
              label={t('period')}
              defaultValue={preset ?? (typedDates ? 'custom' : '90-days')}
              options={named(PERIODS, (name) => t(`periods.${name}`))}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="from">{t('from')}</label>
            <input id="from" name="from" type="date" defaultValue={one('from') ?? period.from} />
          </div>
          <div className={styles.field}>
            <label htmlFor="to">{t('to')}</label>
            <input id="to" name="to" type="date" defaultValue={one('to') ?? period.to} />
          </div>
          <div className={styles.field}>
            <TeamSelect
              id="group"
              label={t('group')}
              defaultValue={group}
              options={named(SOURCE_GROUPS, (name) => t(`groups.${name}`))}
            />
          </div>
          <button type="submit" className={styles.secondary}>
            {t('show')}
          </button>
        </fieldset>
      </form>

      <SourcesChart
        locale={locale}
        weeks={report.weeks}
        rows={chartRows}
        weekLabel={(monday) =>
          format.dateTime(new Date(`${monday}T12:00:00Z`), {
            month: 'short',
            day: 'numeric',
            timeZone: 'UTC',
          })
        }
      />

      {rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <form method="get" action={base}>
          {Object.entries(periodQuery).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <TeamTable
            rowTestId="source-row"
            caption={t('caption', { from: day(period.from), to: day(period.to) })}
            rowHeader
            columns={[...COLUMNS.map(header), t('chartRows')]}
            rows={rows.map((row) => ({
              key: row.key,
              data: {
                'data-key': row.key,
                'data-visits': String(row.visits ?? ''),
                'data-leads': String(row.leads),
                'data-spam': String(row.spam),
                'data-contacted-on-time': String(row.contactedOnTime),
                'data-qualified': String(row.qualified),
                'data-won': String(row.won),
                'data-won-value': String(row.wonValue),
                'data-lost': String(row.lost),
              },
              cells: [
                keyWords(row.key),
                ...cells(row),
                <label key="chart" className={styles.inline}>
                  <input type="checkbox" name="row" value={row.key} defaultChecked={chosen.has(row.key)} />
                  <span className="visually-hidden">{t('chartRow', { source: keyWords(row.key) })}</span>
                </label>,
              ],
            }))}
            footer={{
              key: 'total',
              data: { 'data-testid': 'source-totals' },
              cells: [t('total'), ...cells(report.totals), ''],
            }}
          />
          <button type="submit" className={styles.secondary}>
            {t('chartChosen')}
          </button>
        </form>
      )}

      {owner && (
        <section aria-labelledby="downloads-heading">
          <h2 id="downloads-heading">{t('downloads')}</h2>
          <p className={styles.hint}>{t('downloadsHint')}</p>
          <ul>
            <li>
              <a href={`/team/leads/sources.csv?${new URLSearchParams(periodQuery)}`} download>
                {t('csv')}
              </a>
            </li>
            {(['google-ads', 'meta'] as const).map((platform) => (
              <li key={platform}>
                <a
                  href={`/team/leads/conversions/${platform}.csv?${new URLSearchParams({ ...period })}`}
                  download
                >
                  {t(platform === 'google-ads' ? 'google' : 'meta')}
                </a>
                {' · '}
                <a
                  href={`/team/leads/conversions/${platform}.csv?${new URLSearchParams({ ...period, qualified: '1' })}`}
                  download
                >
                  {t(platform === 'google-ads' ? 'googleQualified' : 'metaQualified')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </TeamShell>
  );
}
