import { counterDecision, counterTriggerTop, countValueAt, isInCounterWindow } from './counterWindow';

describe('counter window rule', () => {
  it('uses the section top above 575 px wide and the element top at 575 px or less', () => {
    const tops = { sectionTop: 450, elementTop: 700 };
    expect(counterTriggerTop({ viewportWidth: 576, ...tops })).toBe(450);
    expect(counterTriggerTop({ viewportWidth: 1280, ...tops })).toBe(450);
    expect(counterTriggerTop({ viewportWidth: 575, ...tops })).toBe(700);
    expect(counterTriggerTop({ viewportWidth: 360, ...tops })).toBe(700);
  });

  it('opens between 400 and 600 px from the window top, both included', () => {
    expect(isInCounterWindow(399)).toBe(false);
    expect(isInCounterWindow(400)).toBe(true);
    expect(isInCounterWindow(600)).toBe(true);
    expect(isInCounterWindow(601)).toBe(false);
  });

  it('at both widths, starts when the deciding top is in the window', () => {
    const wide = counterTriggerTop({ viewportWidth: 1024, sectionTop: 500, elementTop: 900 });
    expect(counterDecision(wide)).toBe('start');
    const narrow = counterTriggerTop({ viewportWidth: 375, sectionTop: 500, elementTop: 900 });
    expect(counterDecision(narrow)).toBe('wait');
  });

  it('waits below the window, and starts when a fast scroll jumps over it', () => {
    expect(counterDecision(900)).toBe('wait');
    expect(counterDecision(700, 900)).toBe('wait');
    expect(counterDecision(550, 700)).toBe('start');
    expect(counterDecision(120, 900)).toBe('start');
  });

  it('shows the final value when already above the window at first look', () => {
    expect(counterDecision(120)).toBe('done');
    expect(counterDecision(100, 300)).toBe('done');
  });

  it('counts from 0 to the target in 1 s by default', () => {
    expect(countValueAt(0, 1600)).toBe(0);
    expect(countValueAt(500, 1600)).toBeGreaterThan(800);
    expect(countValueAt(500, 1600)).toBeLessThan(1600);
    expect(countValueAt(999, 1600)).toBeLessThanOrEqual(1600);
    expect(countValueAt(1_000, 1600)).toBe(1600);
    expect(countValueAt(250, 1600, 500)).toBeLessThan(1600);
    expect(countValueAt(500, 1600, 500)).toBe(1600);
  });
});
