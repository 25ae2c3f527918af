/**
 * The map comparison demo's timeline: three phases of 5 s each,
 * looping every 15 s, shared by the Google map and the drawn SVG fallback.
 */

export type LatLng = { lat: number; lng: number };
export type MapPhaseId = 'circle-a' | 'circle-b' | 'polygon';
export type LegendEntryId = 'simpleCircle' | 'platformA' | 'platformB' | 'geoTargeting' | 'polygon';

export type MapPhase = {
  id: MapPhaseId;
  /** When the phase starts, in ms from the start of the loop. */
  startMs: number;
  zoom: number;
  /** Circle radius in metres; absent for the polygon. */
  radiusM?: number;
  /** The legend entries this phase illustrates (marked current in the legend). */
  legend: readonly LegendEntryId[];
};

export const LOOP_MS = 15_000;

/** The product's accuracy, in metres ("up to 3 m"). */
export const OUR_ACCURACY_M = 3;

/** Downtown Montréal: the initial centre of the demo. */
export const MAP_CENTER: LatLng = { lat: 45.5019, lng: -73.5674 };

export const MAP_PHASES: readonly MapPhase[] = [
  { id: 'circle-a', startMs: 0, zoom: 13, radiusM: 1600, legend: ['platformA'] },
  { id: 'circle-b', startMs: 5_000, zoom: 14, radiusM: 800, legend: ['platformB'] },
  { id: 'polygon', startMs: 10_000, zoom: 17, legend: ['geoTargeting', 'polygon'] },
];

/** The five legend entries, in the order the legend lists them. */
export const LEGEND_ENTRIES: readonly LegendEntryId[] = [
  'simpleCircle',
  'platformA',
  'platformB',
  'geoTargeting',
  'polygon',
];

const METRES_PER_DEGREE_LAT = 111_320;

/** A point `north` and `east` metres away from `origin` (flat-earth, fine at this scale). */
export function offsetMetres(origin: LatLng, north: number, east: number): LatLng {
  const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((origin.lat * Math.PI) / 180);
  return {
    lat: origin.lat + north / METRES_PER_DEGREE_LAT,
    lng: origin.lng + east / metresPerDegreeLng,
  };
}

/** The product's polygon: four corners hugging one storefront (about 40 m × 30 m). */
export const POLYGON_OFFSETS_M: readonly (readonly [north: number, east: number])[] = [
  [16, -22],
  [13, 21],
  [-15, 18],
  [-12, -24],
];

export const MAP_POLYGON: readonly LatLng[] = POLYGON_OFFSETS_M.map(([north, east]) =>
  offsetMetres(MAP_CENTER, north, east),
);

const firstPhase = MAP_PHASES[0]!;

/** Position inside the loop for any elapsed time (negative times count as 0). */
export function loopPosition(elapsedMs: number): number {
  return Math.max(0, elapsedMs) % LOOP_MS;
}

/** The phase shown after `elapsedMs` of playing. */
export function phaseAt(elapsedMs: number): MapPhase {
  const t = loopPosition(elapsedMs);
  let current = firstPhase;
  for (const phase of MAP_PHASES) if (phase.startMs <= t) current = phase;
  return current;
}

/** Milliseconds from `elapsedMs` until the next phase starts. */
export function msUntilNextPhase(elapsedMs: number): number {
  const t = loopPosition(elapsedMs);
  const next = MAP_PHASES.find((phase) => phase.startMs > t);
  return (next ? next.startMs : LOOP_MS) - t;
}
