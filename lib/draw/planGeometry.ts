import { PLAN_ORIGIN } from './blockPlan';
import type { PlanPoint } from './sandboxState';
import { measureZone, offsetFrom, selfIntersects, type ZoneMeasure } from './zoneGeometry';

// Loaded with the first stroke: Turf stays out of the page until the visitor draws.

const toLngLat = (points: readonly PlanPoint[]) => points.map(([x, y]) => offsetFrom(PLAN_ORIGIN, x, y));

/** The numbers of a zone drawn on the plan. */
export function measurePlanZone(points: readonly PlanPoint[]): ZoneMeasure {
  return measureZone(toLngLat(points));
}

/** True when the outline drawn on the plan crosses itself. */
export function planOutlineCrosses(points: readonly PlanPoint[]): boolean {
  return selfIntersects(toLngLat(points));
}
