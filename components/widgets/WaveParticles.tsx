import { WaveParticlesClient } from './particles/WaveParticlesClient';

/**
 * The hero's animated background: an absolutely positioned layer that fills its
 * (positioned) parent, decorative and hidden from assistive technology. The layer
 * is in the server HTML; its particles load late (see WaveParticlesClient).
 */
export function WaveParticles() {
  return <WaveParticlesClient />;
}
