'use client';

import type { ISourceOptions } from '@tsparticles/engine';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHeroMotionPaused } from '../motion/heroMotion';
import { useInView } from '../shared/useInView';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { whenVisitorSettles } from '../shared/whenVisitorSettles';
import styles from './WaveParticles.module.css';

export const WAVE_CONFIG_URL = '/assets/particles/wave.json';

// tsParticles is its own chunk, requested only when there is a configuration to draw (never
// in the server HTML: the configuration is fetched in the browser).
// A chunk that fails to load leaves the plain background: particles are decoration.
const WaveCanvas = lazy(() => import('./WaveCanvas').catch(() => ({ default: () => <></> })));

/**
 * The hero's animated background: an absolutely positioned layer that fills its
 * (positioned) parent, decorative and hidden from assistive technology, in the server
 * HTML. The particle layer. Its configuration (then tsParticles, ~29 KB of decoration) is
 * fetched only once the page has loaded, the visitor has interacted and nothing is
 * scrolling, while the hero is on screen: it stays out of the JS sent before any
 * interaction and never competes with a scroll. Off under reduced motion.
 */
export function WaveParticlesClient() {
  const layer = useRef<HTMLDivElement>(null);
  const onScreen = useInView(layer);
  const onScreenNow = useRef(onScreen);
  const reducedMotion = usePrefersReducedMotion();
  // The hero's pause toggle freezes the drawn wave, or keeps it from loading at all.
  const paused = useHeroMotionPaused();
  const [config, setConfig] = useState<ISourceOptions | null>(null);

  useEffect(() => {
    onScreenNow.current = onScreen;
  }, [onScreen]);

  useEffect(() => {
    if (reducedMotion || paused || config) return;
    const controller = new AbortController();
    const cancelWait = whenVisitorSettles(
      () => {
        fetch(WAVE_CONFIG_URL, { signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<ISourceOptions>) : null))
          .then((loaded) => loaded && setConfig(loaded))
          // The hero keeps its plain background: particles are decoration.
          .catch(() => {});
      },
      () => onScreenNow.current,
    );
    return () => {
      cancelWait();
      controller.abort();
    };
  }, [reducedMotion, paused, config]);

  return (
    <div ref={layer} className={styles.layer} data-testid="wave-particles" aria-hidden="true">
      {config && !reducedMotion && (
        <Suspense fallback={null}>
          <WaveCanvas config={config} paused={paused} />
        </Suspense>
      )}
    </div>
  );
}
