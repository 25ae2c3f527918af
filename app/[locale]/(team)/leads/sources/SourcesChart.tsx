import type { SourcesReport } from '@polyfence/forms-host';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { WeekChart } from '@/components/team/WeekChart';

/** Leads (bars) and won (a line with diamond points) per week of the period, for the chosen rows. */
export async function SourcesChart({
  locale,
  weeks,
  rows,
  weekLabel,
}: {
  locale: Locale;
  weeks: SourcesReport['weeks'];
  /** Which rows it counts, in words. */
  rows: string;
  weekLabel: (monday: string) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'Team.sources' });
  const format = await getFormatter({ locale });
  const every = Math.max(1, Math.ceil(weeks.length / 8));
  const total = (key: 'leads' | 'won') => weeks.reduce((sum, w) => sum + w[key], 0);
  return (
    <WeekChart
      id="sources-chart"
      height={200}
      title={t('chartTitle', { rows })}
      summary={t('chartSummary', { weeks: weeks.length, leads: total('leads'), won: total('won') })}
      weeks={weeks.map((w, index) => ({
        key: w.monday,
        label: index % every === 0 ? weekLabel(w.monday) : null,
        bar: w.leads,
        line: w.won,
        barData: { 'data-leads': w.leads },
        pointData: { 'data-won': w.won },
      }))}
      point="diamond"
      legend={[t('chartLegendLeads'), t('chartLegendWon')]}
      count={(value) => format.number(value)}
    />
  );
}
