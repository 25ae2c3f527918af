import { PLAN_BUILDINGS, PLAN_HEIGHT_M, PLAN_STREETS, PLAN_WIDTH_M, SCALE_BAR_M } from '@/lib/draw/blockPlan';
import styles from './DrawSandbox.module.css';

const rects = (list: readonly (readonly [number, number, number, number])[]) =>
  list.map(([x, y, width, height]) => <rect key={`${x},${y}`} x={x} y={y} width={width} height={height} />);

/** The plan's ground: streets, buildings, the scale bar and north; one unit is one metre. */
export function BlockPlan({ scaleLabel, northLabel }: { scaleLabel: string; northLabel: string }) {
  const barY = PLAN_HEIGHT_M - 12;
  return (
    <g aria-hidden="true">
      <rect width={PLAN_WIDTH_M} height={PLAN_HEIGHT_M} className={styles.ground} />
      <g className={styles.streets}>{rects(PLAN_STREETS)}</g>
      <g className={styles.buildings}>{rects(PLAN_BUILDINGS)}</g>
      <g className={styles.scale}>
        <rect x={6} y={barY - 12} width={SCALE_BAR_M + 30} height={20} rx={3} className={styles.scaleBack} />
        <path d={`M10 ${barY}h${SCALE_BAR_M}M10 ${barY - 3}v6M${10 + SCALE_BAR_M} ${barY - 3}v6`} />
        <text x={12 + SCALE_BAR_M} y={barY + 3}>
          {scaleLabel}
        </text>
      </g>
      <g className={styles.north} transform={`translate(${PLAN_WIDTH_M - 14} 18)`}>
        <path d="M0 -10L5 4H-5z" />
        <text y={14} textAnchor="middle">
          {northLabel}
        </text>
      </g>
    </g>
  );
}
