import { describe, expect, it } from 'vitest';
import {
  frameToLngLat,
  lngLatToFrame,
  mapFrameAround,
  mapFrameOverPlan,
  measureFrameZone,
  outlineCrosses,
} from './frameGeometry';
import { MAP_FRAME_M, PLAN_FRAME } from './sandboxState';
import { measureZone, offsetFrom, selfIntersects, zoneArea, type LngLat } from './zoneGeometry';

const MONTREAL: LngLat = [-73.5674, 45.5019];

/** A w × h rectangle (metres) whose north-west corner is at `origin`. */
const rectangle = (w: number, h: number, origin = MONTREAL): LngLat[] => [
  origin,
  offsetFrom(origin, w, 0),
  offsetFrom(origin, w, h),
  offsetFrom(origin, 0, h),
];

describe('zone geometry', () => {
  it('gives a 100 m × 100 m square at Montréal’s latitude 10,000 m² within 0.5 %', () => {
    expect(zoneArea(rectangle(100, 100))).toBeGreaterThan(9_950);
    expect(zoneArea(rectangle(100, 100))).toBeLessThan(10_050);
  });

  it('keeps each platform’s accuracy as the radius for a small zone, and measures what it wastes', () => {
    const { areaM2, circles } = measureZone(rectangle(100, 100));
    expect(circles.map((c) => c.platform)).toEqual(['a', 'b']);
    expect(circles.map((c) => c.radiusM)).toEqual([1_600, 500]);
    // π × 1600² ≈ 8.04 km² and π × 500² ≈ 0.785 km², of which 10,000 m² are the zone.
    expect(circles[0]!.wasteShare).toBeCloseTo(1 - areaM2 / (Math.PI * 1_600 ** 2), 3);
    expect(circles[1]!.wasteShare).toBeCloseTo(1 - areaM2 / (Math.PI * 500 ** 2), 3);
    expect(circles[0]!.wasteShare).toBeCloseTo(0.9988, 3);
    expect(circles[1]!.wasteShare).toBeCloseTo(0.9873, 3);
  });

  it('grows the circle to the farthest point of a zone larger than the platform’s circle', () => {
    // A 4 km square: the farthest corner is 2√2 km from the centroid, beyond 1.6 km.
    const { areaM2, circles } = measureZone(rectangle(4_000, 4_000));
    expect(areaM2 / 16e6).toBeCloseTo(1, 2);
    for (const circle of circles) {
      expect(circle.radiusM / (2_000 * Math.SQRT2)).toBeCloseTo(1, 2);
      // A square inscribed in its circle fills 2/π of it.
      expect(circle.wasteShare).toBeCloseTo(1 - 2 / Math.PI, 2);
    }
  });

  it('treats fewer than three points, or points in a line, as a zone with no area that wastes everything', () => {
    for (const points of [[], [MONTREAL], rectangle(50, 50).slice(0, 2)]) {
      const { areaM2, circles } = measureZone(points);
      expect(areaM2).toBe(0);
      expect(circles.map((c) => c.wasteShare)).toEqual([1, 1]);
    }
    const line = [MONTREAL, offsetFrom(MONTREAL, 50, 0), offsetFrom(MONTREAL, 100, 0)];
    const flat = measureZone(line);
    expect(flat.areaM2).toBeLessThan(0.5);
    expect(flat.circles[0]!.wasteShare).toBeCloseTo(1, 6);
  });

  it('finds an outline that crosses itself, and none in a plain one', () => {
    const [nw, ne, se, sw] = rectangle(100, 100);
    expect(selfIntersects([nw!, ne!, sw!, se!])).toBe(true);
    expect(selfIntersects([nw!, ne!, se!, sw!])).toBe(false);
    expect(selfIntersects([nw!, ne!, se!])).toBe(false);
  });
});

describe('frame geometry', () => {
  it('measures a rectangle drawn on the plan in metres of the ground', () => {
    const { areaM2 } = measureFrameZone(PLAN_FRAME, [
      [100, 60],
      [200, 60],
      [200, 120],
      [100, 120],
    ]);
    expect(areaM2 / 6_000).toBeCloseTo(1, 2);
  });

  it('tells a bow tie drawn on the plan', () => {
    expect(
      outlineCrosses(PLAN_FRAME, [
        [0, 0],
        [100, 0],
        [0, 100],
        [100, 100],
      ]),
    ).toBe(true);
  });

  it('turns a place on the map into metres of the frame and back, to the centimetre', () => {
    const frame = mapFrameAround([-73.5673, 45.5017]);
    for (const p of [
      [0, 0],
      [1_500, 1_500],
      [2_990, 12],
      [37, 2_999],
    ] as const) {
      const [x, y] = lngLatToFrame(frame, frameToLngLat(frame, p));
      expect(Math.hypot(x - p[0], y - p[1])).toBeLessThan(0.05);
    }
    // The searched place is the frame's centre, within a metre (the corner is found by walking back from it).
    const [cx, cy] = lngLatToFrame(frame, [-73.5673, 45.5017]);
    expect(Math.hypot(cx - MAP_FRAME_M / 2, cy - MAP_FRAME_M / 2)).toBeLessThan(1);
  });

  it('keeps what was drawn on the plan on the same ground, within half a metre, when the map takes over', () => {
    const { frame, shift } = mapFrameOverPlan();
    for (const p of [
      [0, 0],
      [400, 260],
      [123, 45],
    ] as const) {
      const onPlan = frameToLngLat(PLAN_FRAME, p);
      const onMap = frameToLngLat(frame, [p[0] + shift[0], p[1] + shift[1]]);
      const metres = Math.hypot(
        ...lngLatToFrame(frame, onPlan).map((v, i) => v - [p[0] + shift[0], p[1] + shift[1]][i]!),
      );
      expect(metres, `${p} → ${onMap}`).toBeLessThan(0.5);
    }
  });
});
