'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** What draws the ground: the plan, the Google map on its way, the map, or the plan after the map failed. */
export type MapMode = 'plan' | 'loading' | 'google' | 'failed';

/** How long the map may take to show before the plan is kept: a map that never arrives must not hold a search. */
export const MAP_TIMEOUT_MS = 20_000;

function settlement() {
  let settle: (ok: boolean) => void = () => {};
  const promise = new Promise<boolean>((resolve) => (settle = resolve));
  return { promise, settle };
}

/**
 * Whether the Google map takes over from the plan. Never without a key; requested when
 * the visitor reaches for the tool, so no page pays for Maps before that. `settled`
 * resolves true once the map shows, false when it cannot (no key, load error, key refused,
 * or no map after MAP_TIMEOUT_MS).
 */
export function useMapMode(apiKey: string | undefined) {
  const [mode, setMode] = useState<MapMode>('plan');
  const [outcome] = useState(settlement);
  const current = useRef<MapMode>('plan');
  const become = useCallback((next: MapMode) => {
    current.current = next;
    setMode(next);
  }, []);

  const request = useCallback(() => {
    if (apiKey && current.current === 'plan') become('loading');
  }, [apiKey, become]);
  const ready = useCallback(() => {
    become('google');
    outcome.settle(true);
  }, [become, outcome]);
  const failed = useCallback(() => {
    become('failed');
    outcome.settle(false);
  }, [become, outcome]);
  useEffect(() => {
    if (mode !== 'loading') return;
    const timer = setTimeout(failed, MAP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [mode, failed]);

  const settled = useCallback(async () => {
    if (!apiKey) return false;
    request();
    return (await outcome.promise) && current.current === 'google';
  }, [apiKey, outcome, request]);

  return { mode, request, ready, failed, settled };
}
