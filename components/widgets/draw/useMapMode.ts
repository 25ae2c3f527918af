'use client';

import { useCallback, useRef, useState } from 'react';

/** What draws the ground: the plan, the Google map on its way, the map, or the plan after the map failed. */
export type MapMode = 'plan' | 'loading' | 'google' | 'failed';

function settlement() {
  let settle: (ok: boolean) => void = () => {};
  const promise = new Promise<boolean>((resolve) => (settle = resolve));
  return { promise, settle };
}

/**
 * Whether the Google map takes over from the plan. Never without a key; requested when
 * the visitor reaches for the tool, so no page pays for Maps before that. `settled`
 * resolves true once the map shows, false when it cannot (no key, load error, key refused).
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
  const settled = useCallback(async () => {
    if (!apiKey) return false;
    request();
    return (await outcome.promise) && current.current === 'google';
  }, [apiKey, outcome, request]);

  return { mode, request, ready, failed, settled };
}
