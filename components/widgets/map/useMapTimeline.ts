'use client';

import { useEffect, useRef, useState } from 'react';
import { msUntilNextPhase, phaseAt, type MapPhase } from '@/lib/widgets/mapTimeline';

/**
 * Plays the map timeline while `playing` is true. Time spent paused (off screen,
 * tab hidden, paused by the visitor) does not count, so the loop resumes where it
 * stopped. Re-renders only when the phase changes.
 */
export function useMapTimeline(playing: boolean): MapPhase {
  const elapsedBeforeRun = useRef(0);
  const [phase, setPhase] = useState(() => phaseAt(0));

  useEffect(() => {
    if (!playing) return;
    const runStartedAt = Date.now();
    const elapsed = () => elapsedBeforeRun.current + (Date.now() - runStartedAt);
    let timer: ReturnType<typeof setTimeout>;

    const tick = () => {
      const now = elapsed();
      setPhase(phaseAt(now));
      timer = setTimeout(tick, msUntilNextPhase(now));
    };
    timer = setTimeout(tick, msUntilNextPhase(elapsedBeforeRun.current));

    return () => {
      clearTimeout(timer);
      elapsedBeforeRun.current = elapsed();
    };
  }, [playing]);

  return phase;
}
