'use client';

import type { ISourceOptions } from '@tsparticles/engine';
import Particles, { ParticlesProvider } from '@tsparticles/react';
import { useMemo, useSyncExternalStore } from 'react';
import { particleCount, withParticleCount } from '@/lib/widgets/particleCount';
import { loadWaveEngine } from './loadWaveEngine';
import styles from './WaveParticles.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The tsParticles canvas (its own chunk, loaded after the page is idle). */
export default function WaveCanvas({ config }: { config: ISourceOptions }) {
  const count = useSyncExternalStore(
    subscribe,
    () => particleCount(window.innerWidth),
    () => particleCount(0),
  );
  const options = useMemo(() => withParticleCount(config, count), [config, count]);
  return (
    <div className={styles.canvas} data-particles={count}>
      <ParticlesProvider init={loadWaveEngine}>
        <Particles id="wave-particles-canvas" className={styles.fill} options={options} />
      </ParticlesProvider>
    </div>
  );
}
