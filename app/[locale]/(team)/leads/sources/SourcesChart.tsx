import type { SourcesReport } from '@polyfence/forms-host';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import styles from '@/components/team/team.module.css';

// Drawn on the server as SVG, like the figures' chart: no chart library.
const WIDTH = 640;
const HEIGHT = 200;
const TOP = 16;
const BOTTOM = 28;
const SIDE = 40;

/**
 * Leads (bars) and won (a line with diamond points) per week of the period, for the chosen
 * rows: told apart by shape and words, not colour alone. The table holds every figure.
 */
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
  const most = Math.max(1, ...weeks.map((w) => w.leads));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - 2 * SIDE) / Math.max(1, weeks.length);
  const x = (index: number) => SIDE + slot * index + slot / 2;
  const y = (value: number) => TOP + plotHeight * (1 - value / most);
  const every = Math.max(1, Math.ceil(weeks.length / 8));
  const total = (key: 'leads' | 'won') => weeks.reduce((sum, w) => sum + w[key], 0);
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="sources-chart-title sources-chart-summary"
        data-testid="sources-chart"
      >
        <title id="sources-chart-title">{t('chartTitle', { rows })}</title>
        <desc id="sources-chart-summary">
          {t('chartSummary', { weeks: weeks.length, leads: total('leads'), won: total('won') })}
        </desc>
        <line
          x1={SIDE}
          x2={WIDTH - SIDE}
          y1={TOP + plotHeight}
          y2={TOP + plotHeight}
          className={styles.axis}
        />
        <text x={SIDE - 6} y={TOP + 4} textAnchor="end" className={styles.tick}>
          {format.number(most)}
        </text>
        <text x={SIDE - 6} y={TOP + plotHeight} textAnchor="end" className={styles.tick}>
          0
        </text>
        {weeks.map((w, index) => (
          <rect
            key={w.monday}
            x={x(index) - slot * 0.3}
            width={slot * 0.6}
            y={y(w.leads)}
            height={TOP + plotHeight - y(w.leads)}
            className={styles.bar}
            data-leads={w.leads}
          />
        ))}
        {weeks.length > 1 && (
          <polyline
            points={weeks.map((w, index) => `${x(index)},${y(w.won)}`).join(' ')}
            className={styles.shareLine}
          />
        )}
        {weeks.map((w, index) => (
          <path
            key={w.monday}
            d={`M ${x(index)} ${y(w.won) - 5} l 5 5 l -5 5 l -5 -5 Z`}
            className={styles.sharePoint}
            data-won={w.won}
          />
        ))}
        {weeks.map((w, index) =>
          index % every === 0 ? (
            <text key={w.monday} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className={styles.tick}>
              {weekLabel(w.monday)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption>
        <span className={styles.legendBar} aria-hidden="true" /> {t('chartLegendLeads')}{' '}
        <span className={styles.legendLine} aria-hidden="true" /> {t('chartLegendWon')}
      </figcaption>
    </figure>
  );
}
