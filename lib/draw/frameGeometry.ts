import turfBearing from '@turf/bearing';
import turfDistance from '@turf/distance';
import { point } from '@turf/helpers';
import { MAP_FRAME_M, PLAN_FRAME, type Frame, type PlanPoint } from './sandboxState';
import { measureZone, offsetFrom, selfIntersects, type LngLat, type ZoneMeasure } from './zoneGeometry';

// Loaded when the visitor reaches for the tool: Turf stays out of the page until then.

/** Where point `p` of the frame is on the ground, [lng, lat]. */
export function frameToLngLat(frame: Frame, [x, y]: PlanPoint): LngLat {
  return offsetFrom(frame.origin, x, y);
}

/** Where a place on the ground is in the frame, in metres east and south of its corner (unrounded). */
export function lngLatToFrame(frame: Frame, at: LngLat): PlanPoint {
  const from = point([...frame.origin]);
  const to = point([...at]);
  const metres = turfDistance(from, to, { units: 'meters' });
  const bearing = (turfBearing(from, to) * Math.PI) / 180;
  return [metres * Math.sin(bearing), -metres * Math.cos(bearing)];
}

/** The map's frame, `MAP_FRAME_M` square, centred on `centre`. */
export function mapFrameAround(centre: LngLat): Frame {
  const half = MAP_FRAME_M / 2;
  return { kind: 'map', origin: offsetFrom(centre, -half, -half), width: MAP_FRAME_M, height: MAP_FRAME_M };
}

/**
 * The map's frame over the plan's ground, and how far the plan's points move in it:
 * what is drawn on the plan stays where it is when the map takes over.
 */
export function mapFrameOverPlan(): { frame: Frame; shift: PlanPoint } {
  const shift: PlanPoint = [(MAP_FRAME_M - PLAN_FRAME.width) / 2, (MAP_FRAME_M - PLAN_FRAME.height) / 2];
  const origin = offsetFrom(PLAN_FRAME.origin, -shift[0], -shift[1]);
  return { frame: { kind: 'map', origin, width: MAP_FRAME_M, height: MAP_FRAME_M }, shift };
}

/** The numbers of a zone drawn in `frame`. */
export function measureFrameZone(frame: Frame, points: readonly PlanPoint[]): ZoneMeasure {
  return measureZone(points.map((p) => frameToLngLat(frame, p)));
}

/** True when the outline drawn in `frame` crosses itself. */
export function outlineCrosses(frame: Frame, points: readonly PlanPoint[]): boolean {
  return selfIntersects(points.map((p) => frameToLngLat(frame, p)));
}
