/** What the map shows at moments of its loop, either side of each change: [ms, phase, zoom, radius]. */
export const PHASES_AT: readonly (readonly [number, string, number, number | undefined])[] = [
  [0, 'circle-a', 13, 1600],
  [4_900, 'circle-a', 13, 1600],
  [5_000, 'circle-b', 14, 800],
  [10_000, 'polygon', 17, undefined],
  [14_900, 'polygon', 17, undefined],
  [15_000, 'circle-a', 13, 1600],
  [20_000, 'circle-b', 14, 800],
];
