/** Wave animation density: 600 particles, 100 on windows narrower than 992 px. */
export const WAVE_PARTICLES_WIDE = 600;
export const WAVE_PARTICLES_NARROW = 100;
export const WAVE_NARROW_BELOW_PX = 992;

export function particleCount(viewportWidth: number): number {
  return viewportWidth < WAVE_NARROW_BELOW_PX ? WAVE_PARTICLES_NARROW : WAVE_PARTICLES_WIDE;
}

type WaveConfig = { particles?: { number?: Record<string, unknown> } & Record<string, unknown> };

/** The fetched configuration with the particle count for this window. */
export function withParticleCount<T extends WaveConfig>(config: T, count: number): T {
  return {
    ...config,
    particles: { ...config.particles, number: { ...config.particles?.number, value: count } },
  };
}
