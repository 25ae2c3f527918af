import { keptShare, type WeekFigures } from '@polyfence/forms-host';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import styles from '@/components/team/team.module.css';

// Drawn here, on the server, as SVG: a few hundred bytes of markup instead of a chart library.
const WIDTH = 640;
const HEIGHT = 220;
const TOP = 16;
const BOTTOM = 28;
const SIDE = 40;

/**
 * The thirteen weeks at a glance: leads received as bars, the share called back within the
 * promise as a line with square points (told apart by shape and words, not colour alone).
 * The table below it holds every figure; the picture's name sums it up for screen readers.
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
  const most = Math.max(1, ...ordered.map((w) => w.received));
  const plot = { width: WIDTH - 2 * SIDE, height: HEIGHT - TOP - BOTTOM };
  const slot = plot.width / ordered.length;
  const x = (index: number) => SIDE + slot * index + slot / 2;
  const barY = (value: number) => TOP + plot.height * (1 - value / most);
  const shareY = (share: number) => TOP + plot.height * (1 - share);
  const points = ordered.flatMap((w, index) => {
    const share = keptShare(w);
    return share === null ? [] : [{ x: x(index), y: shareY(share) }];
  });
  const totals = ordered.reduce(
    (sum, w) => ({
      received: sum.received + w.received,
      kept: sum.kept + w.kept,
      promised: sum.promised + w.promised,
    }),
    { received: 0, kept: 0, promised: 0 },
  );
  const share = keptShare(totals);
  const summary =
    share === null
      ? t('chartSummaryNone', { received: totals.received })
      : t('chartSummary', {
          received: totals.received,
          share: format.number(share, { style: 'percent' }),
          kept: totals.kept,
          promised: totals.promised,
        });
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="figures-chart-title figures-chart-summary"
        data-testid="figures-chart"
      >
        <title id="figures-chart-title">{t('chartTitle')}</title>
        <desc id="figures-chart-summary">{summary}</desc>
        <line
          x1={SIDE}
          x2={WIDTH - SIDE}
          y1={TOP + plot.height}
          y2={TOP + plot.height}
          className={styles.axis}
        />
        <text x={SIDE - 6} y={TOP + 4} textAnchor="end" className={styles.tick}>
          {format.number(most)}
        </text>
        <text x={SIDE - 6} y={TOP + plot.height} textAnchor="end" className={styles.tick}>
          0
        </text>
        <text x={WIDTH - SIDE + 6} y={TOP + 4} className={styles.tick}>
          {format.number(1, { style: 'percent' })}
        </text>
        <text x={WIDTH - SIDE + 6} y={TOP + plot.height} className={styles.tick}>
          {format.number(0, { style: 'percent' })}
        </text>
        {ordered.map((w, index) => (
          <rect
            key={w.week.monday}
            x={x(index) - slot * 0.3}
            width={slot * 0.6}
            y={barY(w.received)}
            height={TOP + plot.height - barY(w.received)}
            className={styles.bar}
            data-received={w.received}
          />
        ))}
        {points.length > 1 && (
          <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} className={styles.shareLine} />
        )}
        {points.map((p) => (
          <rect key={`${p.x}`} x={p.x - 4} y={p.y - 4} width={8} height={8} className={styles.sharePoint} />
        ))}
        {ordered.map((w, index) =>
          index % 3 === 0 || index === ordered.length - 1 ? (
            <text key={w.week.monday} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className={styles.tick}>
              {weekLabel(w)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption>
        <span className={styles.legendBar} aria-hidden="true" /> {t('legendReceived')}{' '}
        <span className={styles.legendLine} aria-hidden="true" /> {t('legendShare')}
      </figcaption>
    </figure>
  );
}
