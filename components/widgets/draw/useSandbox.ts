'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { initialSandbox, reduceSandbox, type SandboxAction } from '@/lib/draw/sandboxState';
import type { ZoneMeasure } from '@/lib/draw/zoneGeometry';

export type Geometry = typeof import('@/lib/draw/frameGeometry');

const EMPTY: ZoneMeasure = {
  areaM2: 0,
  circles: [
    { platform: 'a', radiusM: 1_600, wasteShare: 1 },
    { platform: 'b', radiusM: 500, wasteShare: 1 },
  ],
};

/**
 * The sandbox's state and its numbers. The geometry (Turf) is its own chunk, fetched
 * by `prepare` when the visitor reaches for the tool; actions wait for it in a queue,
 * so a key pressed before it arrives still applies in order.
 */
export function useSandbox() {
  const [state, setState] = useState(initialSandbox);
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  const loading = useRef<Promise<Geometry> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const prepare = useCallback(
    () =>
      (loading.current ??= import('@/lib/draw/frameGeometry').then((g) => {
        setGeometry(g);
        return g;
      })),
    [],
  );

  const dispatch = useCallback(
    (action: SandboxAction) => {
      queue.current = queue.current
        .then(prepare)
        .then((g) => {
          setState((s) => reduceSandbox(s, action, (points) => g.outlineCrosses(s.frame, points)));
        })
        .catch(() => {
          // The chunk failed to load: a later action retries it.
          loading.current = null;
        });
    },
    [prepare],
  );

  const measure = useMemo(
    () => (geometry ? geometry.measureFrameZone(state.frame, state.points) : EMPTY),
    [geometry, state.frame, state.points],
  );
  return { state, measure, dispatch, prepare, geometry };
}
