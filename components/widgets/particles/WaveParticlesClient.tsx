'use client';

import type { ISourceOptions } from '@tsparticles/engine';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { whenVisitorEngages } from '../shared/whenVisitorEngages';

export const WAVE_CONFIG_URL = '/assets/particles/wave.json';

// tsParticles is its own chunk, requested only when there is a configuration to draw.
const WaveCanvas = dynamic(() => import('./WaveCanvas'), { ssr: false });

/**
 * Fetches the wave configuration once the page has loaded and the visitor first
 * moves, taps or scrolls (tsParticles is ~33 KB of decoration: it stays out of the
 * JS sent before any interaction), then mounts the canvas. Off under reduced motion.
 */
export function WaveParticlesClient() {
  const reducedMotion = usePrefersReducedMotion();
  const [config, setConfig] = useState<ISourceOptions | null>(null);

  useEffect(() => {
    if (reducedMotion || config) return;
    const controller = new AbortController();
    const cancelWait = whenVisitorEngages(() => {
      fetch(WAVE_CONFIG_URL, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<ISourceOptions>) : null))
        .then((loaded) => loaded && setConfig(loaded))
        // The hero keeps its plain background: particles are decoration.
        .catch(() => {});
    });
    return () => {
      cancelWait();
      controller.abort();
    };
  }, [reducedMotion, config]);

  if (reducedMotion || !config) return null;
  return <WaveCanvas config={config} />;
}
