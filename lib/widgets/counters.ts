import { MAP_PHASES, OUR_ACCURACY_M } from './mapTimeline';

/**
 * The figures the home page counts up to. They restate the map demo's comparison
 * (the two platforms' circle radii and our accuracy), so they come from its timeline.
 */
export type CounterKey = 'platformA' | 'platformB' | 'ours';
export type CounterFigure = { key: CounterKey; target: number };

const radius = (index: number) => MAP_PHASES[index]?.radiusM ?? 0;

export const COUNTER_FIGURES: readonly CounterFigure[] = [
  { key: 'platformA', target: radius(0) },
  { key: 'platformB', target: radius(1) },
  { key: 'ours', target: OUR_ACCURACY_M },
];
