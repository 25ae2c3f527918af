import styles from './team.module.css';

// Drawn on the server as SVG: a few hundred bytes of markup instead of a chart library.
const WIDTH = 640;
const TOP = 16;
const BOTTOM = 28;
const SIDE = 40;

export interface ChartWeek {
  key: string;
  /** The week's short name under its bar; null leaves it out (a few names keep them legible). */
  label: string | null;
  bar: number;
  /** The line's point: a count on the bars' scale, or a share (0 to 1) with `shareTicks`; null: none. */
  line: number | null;
  /** The data-* attributes of its bar and of its point (what tests read). */
  barData?: Record<`data-${string}`, number>;
  pointData?: Record<`data-${string}`, number>;
}

/**
 * Weeks at a glance, oldest on the left: a count as bars, a second figure as a line whose points
 * are squares or diamonds (told apart by shape and words, not colour alone). The table beside it
 * holds every figure; the picture's name and summary tell it to screen readers.
 */
export function WeekChart({
  id,
  height,
  title,
  summary,
  weeks,
  point,
  legend,
  count,
  shareTicks,
}: {
  id: string;
  height: number;
  title: string;
  summary: string;
  weeks: readonly ChartWeek[];
  point: 'square' | 'diamond';
  legend: readonly [bars: string, line: string];
  /** A count in the page's language (the left axis). */
  count: (value: number) => string;
  /** The line is a share on a scale of its own, named at the right: [100 %, 0 %]. */
  shareTicks?: readonly [top: string, bottom: string];
}) {
  const most = Math.max(1, ...weeks.map((w) => w.bar));
  const plotHeight = height - TOP - BOTTOM;
  const slot = (WIDTH - 2 * SIDE) / Math.max(1, weeks.length);
  const x = (index: number) => SIDE + slot * index + slot / 2;
  const y = (value: number, top = most) => TOP + plotHeight * (1 - value / top);
  const points = weeks.flatMap((w, index) =>
    w.line === null ? [] : [{ week: w, x: x(index), y: y(w.line, shareTicks ? 1 : most) }],
  );
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        data-testid={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        <line
          x1={SIDE}
          x2={WIDTH - SIDE}
          y1={TOP + plotHeight}
          y2={TOP + plotHeight}
          className={styles.axis}
        />
        <text x={SIDE - 6} y={TOP + 4} textAnchor="end" className={styles.tick}>
          {count(most)}
        </text>
        <text x={SIDE - 6} y={TOP + plotHeight} textAnchor="end" className={styles.tick}>
          {count(0)}
        </text>
        {shareTicks?.map((words, index) => (
          <text
            key={index}
            x={WIDTH - SIDE + 6}
            y={index ? TOP + plotHeight : TOP + 4}
            className={styles.tick}
          >
            {words}
          </text>
        ))}
        {weeks.map((w, index) => (
          <rect
            key={w.key}
            x={x(index) - slot * 0.3}
            width={slot * 0.6}
            y={y(w.bar)}
            height={TOP + plotHeight - y(w.bar)}
            className={styles.bar}
            {...w.barData}
          />
        ))}
        {points.length > 1 && (
          <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} className={styles.shareLine} />
        )}
        {points.map((p) => (
          <path
            key={p.week.key}
            d={
              point === 'square'
                ? `M ${p.x - 4} ${p.y - 4} h 8 v 8 h -8 Z`
                : `M ${p.x} ${p.y - 5} l 5 5 l -5 5 l -5 -5 Z`
            }
            className={styles.sharePoint}
            {...p.week.pointData}
          />
        ))}
        {weeks.map((w, index) =>
          w.label === null ? null : (
            <text key={w.key} x={x(index)} y={height - 8} textAnchor="middle" className={styles.tick}>
              {w.label}
            </text>
          ),
        )}
      </svg>
      <figcaption>
        <span className={styles.legendBar} aria-hidden="true" /> {legend[0]}{' '}
        <span className={styles.legendLine} aria-hidden="true" /> {legend[1]}
      </figcaption>
    </figure>
  );
}
