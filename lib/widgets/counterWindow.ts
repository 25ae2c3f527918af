/**
 * When an animated counter starts: once, when its section's top is
 * between 400 and 600 px from the top of the window; at 575 px wide or less, the
 * counter's own top is used instead (the figures are stacked there).
 */

export const COUNTER_WINDOW = { minTop: 400, maxTop: 600 } as const;
export const COUNTER_NARROW_MAX_WIDTH = 575;
export const COUNTER_DEFAULT_DURATION_MS = 1_000;

/** Which top decides: the section's, or on narrow screens the counter's own. */
export function counterTriggerTop(input: {
  viewportWidth: number;
  sectionTop: number;
  elementTop: number;
}): number {
  return input.viewportWidth <= COUNTER_NARROW_MAX_WIDTH ? input.elementTop : input.sectionTop;
}

export function isInCounterWindow(top: number): boolean {
  return top >= COUNTER_WINDOW.minTop && top <= COUNTER_WINDOW.maxTop;
}

export type CounterDecision = 'wait' | 'start' | 'done';

/**
 * What a counter that has not run yet should do, given the top measured now and
 * the one measured at the previous check (undefined on the first check).
 * A fast scroll can jump over the 200 px window between two checks: crossing it
 * also starts the count. Already above the window on the first check (page
 * restored scrolled down): show the final value, there is nothing to watch.
 */
export function counterDecision(top: number, previousTop?: number): CounterDecision {
  if (isInCounterWindow(top)) return 'start';
  if (top < COUNTER_WINDOW.minTop) {
    if (previousTop === undefined) return 'done';
    return previousTop > COUNTER_WINDOW.maxTop ? 'start' : 'done';
  }
  return 'wait';
}

/** The value shown `elapsedMs` into a count of `durationMs` (ease-out, whole numbers). */
export function countValueAt(elapsedMs: number, target: number, durationMs = COUNTER_DEFAULT_DURATION_MS) {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(target * eased);
}
