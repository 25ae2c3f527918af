'use client';

import type { Container, ISourceOptions } from '@tsparticles/engine';
import Particles, { ParticlesProvider } from '@tsparticles/react';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { particleCount, withParticleCount } from '@/lib/widgets/particleCount';
import { useInView } from '../shared/useInView';
import { loadWaveEngine } from './loadWaveEngine';
import styles from './WaveParticles.module.css';

// After a scroll stops, the wave resumes this much later.
const RESUME_AFTER_SCROLL_MS = 250;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The tsParticles canvas (its own chunk). It runs only while on screen and not
 * scrolling: tsParticles 4.4 ignores `pauseOnOutsideViewport`, and 600 particles
 * drawn on the main thread would make a smooth scroll stutter; the hero's pause toggle
 * freezes it too. `data-running`
 * shows the state. Hidden tabs pause it through tsParticles' own `pauseOnBlur`.
 */
export default function WaveCanvas({ config, paused }: { config: ISourceOptions; paused: boolean }) {
  const count = useSyncExternalStore(
    subscribe,
    () => particleCount(window.innerWidth),
    () => particleCount(0),
  );
  const options = useMemo(() => withParticleCount(config, count), [config, count]);
  const wrapper = useRef<HTMLDivElement>(null);
  const container = useRef<Container | undefined>(undefined);
  const onScreen = useInView(wrapper);
  const wanted = useRef({ onScreen, scrolling: false, paused });

  const apply = useCallback(() => {
    const run = wanted.current.onScreen && !wanted.current.scrolling && !wanted.current.paused;
    if (run) container.current?.play();
    else container.current?.pause();
    if (wrapper.current) wrapper.current.dataset.running = String(run && Boolean(container.current));
  }, []);

  useEffect(() => {
    wanted.current.onScreen = onScreen;
    wanted.current.paused = paused;
    apply();
  }, [onScreen, paused, apply]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (!wanted.current.scrolling) {
        wanted.current.scrolling = true;
        apply();
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        wanted.current.scrolling = false;
        apply();
      }, RESUME_AFTER_SCROLL_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [apply]);

  const particlesLoaded = useCallback(
    async (loaded?: Container) => {
      container.current = loaded;
      apply();
    },
    [apply],
  );

  return (
    <div ref={wrapper} className={styles.canvas} data-particles={count} data-running="false">
      <ParticlesProvider init={loadWaveEngine}>
        <Particles
          id="wave-particles-canvas"
          className={styles.fill}
          options={options}
          particlesLoaded={particlesLoaded}
        />
      </ParticlesProvider>
    </div>
  );
}
