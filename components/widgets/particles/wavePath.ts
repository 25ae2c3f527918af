import { Vector, type Container, type Particle } from '@tsparticles/engine';
import type { IMovePathGenerator } from '@tsparticles/plugin-move';

type WaveOptions = {
  amplitude: number; // of the canvas height
  wavelength: number; // of the canvas width
  period: number; // ms for one crest to pass
  bandTop: number; // where the ribbon lies, as fractions of the height
  bandBottom: number;
};

const DEFAULTS: WaveOptions = {
  amplitude: 0.08,
  wavelength: 0.75,
  period: 9000,
  bandTop: 0.45,
  bandBottom: 0.9,
};
const SETTLE = 0.04; // how fast a particle eases onto its wave line

/**
 * Path generator that gathers the particles into a ribbon of travelling sine
 * waves: each particle keeps a depth in the ribbon (from where it was born), drifts
 * right and eases towards its line's height at its x.
 */
export async function createWavePath(container: Container): Promise<IMovePathGenerator> {
  return {
    init() {},
    reset() {},
    update() {},
    generate(particle: Particle) {
      const options = { ...DEFAULTS, ...(particle.options.move.path.options as Partial<WaveOptions>) };
      const { width, height } = container.canvas.size;
      const depth = height > 0 ? Math.min(1, Math.max(0, particle.initialPosition.y / height)) : 0.5;
      const base = height * (options.bandTop + depth * (options.bandBottom - options.bandTop));
      const phase =
        (2 * Math.PI * particle.position.x) / (options.wavelength * width) -
        (2 * Math.PI * performance.now()) / options.period +
        depth * Math.PI;
      const lineY = base + options.amplitude * height * (0.5 + depth) * Math.sin(phase);
      const wanted = Vector.create(1, (lineY - particle.position.y) * SETTLE);
      // The mover adds what we return to the velocity: return the difference.
      return wanted.sub(particle.velocity);
    },
  };
}
