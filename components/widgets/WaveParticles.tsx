import styles from './particles/WaveParticles.module.css';
import { WaveParticlesClient } from './particles/WaveParticlesClient';

/**
 * The hero's animated background: an absolutely positioned layer that fills its
 * (positioned) parent. Decorative, so hidden from assistive technology; nothing
 * in it loads before the page has loaded and the visitor has moved, tapped or scrolled.
 */
export function WaveParticles() {
  return (
    <div className={styles.layer} data-testid="wave-particles" aria-hidden="true">
      <WaveParticlesClient />
    </div>
  );
}
