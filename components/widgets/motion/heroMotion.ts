'use client';

import { useSyncExternalStore } from 'react';

// The visitor's "pause animations" choice for the hero (WCAG 2.2.2), shared by the toggle,
// the typing line and the wave particles. Module state: it holds across client navigations.
let paused = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function setHeroMotionPaused(next: boolean) {
  paused = next;
  listeners.forEach((notify) => notify());
}

/** True once the visitor has paused the hero's animations. */
export function useHeroMotionPaused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => paused,
    () => false,
  );
}
