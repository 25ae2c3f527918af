import type { LngLat } from './zoneGeometry';

/**
 * The key-less plan: a stretch of downtown Montréal drawn at a known scale, one SVG
 * unit = one metre, x eastward and y southward from its north-west corner.
 */
export const PLAN_WIDTH_M = 400;
export const PLAN_HEIGHT_M = 260;

/** The plan's north-west corner (near Place des Arts), [lng, lat]. */
export const PLAN_ORIGIN: LngLat = [-73.5695, 45.5095];

/** Length of the scale bar, in metres. */
export const SCALE_BAR_M = 50;

/** Streets as [x, y, width, height] bands, in metres. */
export const PLAN_STREETS = [
  [0, 30, 400, 18],
  [0, 200, 400, 18],
  [70, 0, 16, 260],
  [250, 0, 16, 260],
] as const;

/** Building footprints as [x, y, width, height], in metres. */
export const PLAN_BUILDINGS = [
  [96, 58, 62, 44],
  [166, 58, 74, 30],
  [96, 112, 40, 78],
  [144, 128, 96, 62],
  [276, 58, 110, 52],
  [276, 122, 48, 68],
  [332, 122, 54, 68],
  [10, 58, 50, 132],
  [96, 228, 144, 26],
  [276, 228, 110, 26],
  [10, 228, 50, 26],
  [10, 4, 50, 20],
  [96, 4, 144, 20],
  [276, 4, 110, 20],
] as const;
