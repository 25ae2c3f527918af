import { keptShare, type WeekFigures } from '@polyfence/forms-host';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { WeekChart } from '@/components/team/WeekChart';

/**
 * The thirteen weeks at a glance: leads received as bars, the share called back within the
 * promise as a line with square points.
 */
export async function FiguresChart({
  locale,
  weeks,
  weekLabel,
}: {
  locale: Locale;
  /** Oldest first or newest first: drawn oldest on the left. */
  weeks: readonly WeekFigures[];
  /** A week's short name (its Monday). */
  weekLabel: (figures: WeekFigures) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'Team.figures' });
  const format = await getFormatter({ locale });
  const ordered = [...weeks].sort((a, b) => a.week.monday.localeCompare(b.week.monday));
  const totals = ordered.reduce(
    (sum, w) => ({
      received: sum.received + w.received,
      kept: sum.kept + w.kept,
      promised: sum.promised + w.promised,
    }),
    { received: 0, kept: 0, promised: 0 },
  );
  const share = keptShare(totals);
  const percent = (value: number) => format.number(value, { style: 'percent' });
  return (
    <WeekChart
      id="figures-chart"
      height={220}
      title={t('chartTitle')}
      summary={
        share === null
          ? t('chartSummaryNone', { received: totals.received })
          : t('chartSummary', { ...totals, share: percent(share) })
      }
      weeks={ordered.map((w, index) => ({
        key: w.week.monday,
        label: index % 3 === 0 || index === ordered.length - 1 ? weekLabel(w) : null,
        bar: w.received,
        line: keptShare(w),
        barData: { 'data-received': w.received },
      }))}
      point="square"
      legend={[t('legendReceived'), t('legendShare')]}
      count={(value) => format.number(value)}
      shareTicks={[percent(1), percent(0)]}
    />
  );
}
