import { LEGEND_ENTRIES, LOOP_MS, MAP_CENTER, MAP_POLYGON, msUntilNextPhase, phaseAt } from './mapTimeline';
import { PHASES_AT } from './mapTimeline.samples';

describe('map timeline', () => {
  it.each(PHASES_AT)('at %i ms shows %s at zoom %i (radius %s m)', (ms, id, zoom, radius) => {
    const phase = phaseAt(ms);
    expect(phase.id).toBe(id);
    expect(phase.zoom).toBe(zoom);
    expect(phase.radiusM).toBe(radius);
  });

  it('loops every 15 s, forever', () => {
    expect(LOOP_MS).toBe(15_000);
    expect(phaseAt(15_000 * 1_000 + 10_000).id).toBe('polygon');
  });

  it('counts the time to the next phase across the loop boundary', () => {
    expect(msUntilNextPhase(0)).toBe(5_000);
    expect(msUntilNextPhase(4_900)).toBe(100);
    expect(msUntilNextPhase(5_000)).toBe(5_000);
    expect(msUntilNextPhase(14_900)).toBe(100);
    expect(msUntilNextPhase(15_000)).toBe(5_000);
  });

  it('centres on Montréal and draws a four-point polygon within 50 m of it', () => {
    expect(MAP_CENTER.lat).toBeCloseTo(45.5, 1);
    expect(MAP_CENTER.lng).toBeCloseTo(-73.57, 1);
    expect(MAP_POLYGON).toHaveLength(4);
    for (const point of MAP_POLYGON) {
      expect(Math.abs(point.lat - MAP_CENTER.lat) * 111_320).toBeLessThan(50);
      expect(Math.abs(point.lng - MAP_CENTER.lng) * 78_000).toBeLessThan(50);
    }
  });

  it('names the five legend entries and marks the ones each phase shows', () => {
    expect(LEGEND_ENTRIES).toEqual(['simpleCircle', 'platformA', 'platformB', 'geoTargeting', 'polygon']);
    expect(phaseAt(0).legend).toEqual(['platformA']);
    expect(phaseAt(5_000).legend).toEqual(['platformB']);
    expect(phaseAt(10_000).legend).toEqual(['geoTargeting', 'polygon']);
  });
});
