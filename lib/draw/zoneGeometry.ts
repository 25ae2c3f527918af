import turfArea from '@turf/area';
import turfCentroid from '@turf/centroid';
import turfCircle from '@turf/circle';
import turfDestination from '@turf/destination';
import turfDistance from '@turf/distance';
import { multiPoint, point, polygon } from '@turf/helpers';
import turfKinks from '@turf/kinks';
import { PLATFORMS, type PlatformId } from './platforms';

/** [longitude, latitude] in degrees, as GeoJSON orders them. */
export type LngLat = readonly [lng: number, lat: number];

export type CoveringCircle = {
  platform: PlatformId;
  radiusM: number;
  /** Share (0 to 1) of the circle that lies outside the zone. */
  wasteShare: number;
};

export type ZoneMeasure = { areaM2: number; circles: CoveringCircle[] };

// 256 sides: the polygon Turf draws for a circle then holds 99.99 % of the true disc.
const CIRCLE_STEPS = 256;

const ring = (points: readonly LngLat[]): number[][] => {
  const open = points.map((p) => [p[0], p[1]]);
  return [...open, [points[0]![0], points[0]![1]]];
};

/** The point `east` and `south` metres from `origin`: that distance along the geodesic of that bearing. */
export function offsetFrom(origin: LngLat, east: number, south: number): LngLat {
  const metres = Math.hypot(east, south);
  if (metres === 0) return origin;
  const bearing = (Math.atan2(east, -south) * 180) / Math.PI;
  const [lng = origin[0], lat = origin[1]] = turfDestination(point([...origin]), metres, bearing, {
    units: 'meters',
  }).geometry.coordinates;
  return [lng, lat];
}

/** True when the closed outline through `points` crosses itself. */
export function selfIntersects(points: readonly LngLat[]): boolean {
  if (points.length < 4) return false;
  return turfKinks(polygon([ring(points)])).features.length > 0;
}

/** The zone's geodesic area in m² (0 below three points). */
export function zoneArea(points: readonly LngLat[]): number {
  if (points.length < 3) return 0;
  return turfArea(polygon([ring(points)]));
}

/**
 * For each platform, the smallest of its circles centred on the zone's centroid that
 * covers the zone (its accuracy, or the distance to the farthest point when larger),
 * and the share of that circle outside the zone. A zone with no area wastes it all.
 */
export function measureZone(points: readonly LngLat[]): ZoneMeasure {
  const areaM2 = zoneArea(points);
  const centre = points.length > 0 ? turfCentroid(multiPoint(points.map((p) => [p[0], p[1]]))) : null;
  const farthest = centre
    ? Math.max(...points.map((p) => turfDistance(centre, point([...p]), { units: 'meters' })))
    : 0;
  const circles = PLATFORMS.map(({ id, accuracyM }) => {
    const radiusM = Math.max(accuracyM, farthest);
    if (!centre || areaM2 === 0) return { platform: id, radiusM, wasteShare: 1 };
    const disc = turfArea(turfCircle(centre, radiusM, { units: 'meters', steps: CIRCLE_STEPS }));
    // The circle covers the zone, so what it holds beyond the zone is its area less the zone's.
    const wasteShare = Math.min(1, Math.max(0, 1 - areaM2 / disc));
    return { platform: id, radiusM, wasteShare };
  });
  return { areaM2, circles };
}
