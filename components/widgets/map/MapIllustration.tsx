import { MAP_PHASES, POLYGON_OFFSETS_M } from '@/lib/widgets/mapTimeline';
import styles from './MapDemo.module.css';

// The drawn map works at zoom 13 around Montréal: one SVG unit is about 13.4 m.
const METRES_PER_UNIT = (156_543.03 * Math.cos((45.5 * Math.PI) / 180)) / 2 ** 13;
const CX = 400;
const CY = 225;
const toUnits = (metres: number) => metres / METRES_PER_UNIT;
const radius = (index: number) => toUnits(MAP_PHASES[index]?.radiusM ?? 0);
const polygonPoints = POLYGON_OFFSETS_M.map(
  ([north, east]) => `${(CX + toUnits(east)).toFixed(2)},${(CY - toUnits(north)).toFixed(2)}`,
).join(' ');

// Streets every 40 units across the view (half-diagonal ~460), offset so the store
// sits mid-block rather than on a crossing; one path per direction keeps the markup small.
const offsets = Array.from({ length: 24 }, (_, i) => (i - 12) * 40 + 20);
const avenues = offsets.map((o) => `M${CX + o} ${CY - 480}V${CY + 480}`).join('');
const streets = offsets.map((o) => `M${CX - 480} ${CY + o}H${CX + 480}`).join('');

// Strokes keep their width while the world zooms. An attribute, not CSS: the HTML checker
// reads the inlined stylesheets and knows no vector-effect property.
const NON_SCALING = 'non-scaling-stroke';

// Buildings around the targeted store: only readable once zoomed in.
const blocks = [
  [-4.4, -3.6, 2.2, 1.8],
  [-1.9, -3.4, 1.6, 1.5],
  [2.6, -3.1, 2, 1.9],
  [-4.6, 2.1, 2.4, 1.7],
  [2.4, 1.9, 2.1, 2],
  [-0.9, 2.4, 1.9, 1.4],
] as const;

/** The key-less (and reduced-motion) stand-in for the Google map: the same three phases, drawn. */
export function MapIllustration() {
  return (
    <svg className={styles.svg} viewBox="0 0 800 450" aria-hidden="true" focusable="false">
      <rect width="800" height="450" className={styles.land} />
      <g className={styles.world}>
        <g className={styles.streets} transform={`rotate(-35 ${CX} ${CY})`}>
          <path d={avenues} vectorEffect={NON_SCALING} />
          <path d={streets} vectorEffect={NON_SCALING} />
        </g>
        <path
          className={styles.park}
          d="M170 40c60-30 150-20 190 30s10 120-60 140-170-10-190-70 0-80 60-100z"
        />
        <path className={styles.river} d="M0 420C180 360 330 400 480 340S720 250 800 270V450H0z" />
        <g className={styles.blocks}>
          {blocks.map(([x, y, w, h]) => (
            <rect key={`${x},${y}`} x={CX + x} y={CY + y} width={w} height={h} vectorEffect={NON_SCALING} />
          ))}
        </g>
        <circle
          className={`${styles.shape} ${styles.circleA}`}
          cx={CX}
          cy={CY}
          r={radius(0)}
          vectorEffect={NON_SCALING}
        />
        <circle
          className={`${styles.shape} ${styles.circleB}`}
          cx={CX}
          cy={CY}
          r={radius(1)}
          vectorEffect={NON_SCALING}
        />
        <polygon
          className={`${styles.shape} ${styles.polygon}`}
          points={polygonPoints}
          vectorEffect={NON_SCALING}
        />
        <circle className={styles.store} cx={CX} cy={CY} r={0.35} />
      </g>
    </svg>
  );
}
