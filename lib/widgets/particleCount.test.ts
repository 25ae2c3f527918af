import wave from '@/public/assets/particles/wave.json';
import { particleCount, withParticleCount } from './particleCount';

describe('particle count rule', () => {
  it('draws 600 particles, or 100 when the window is narrower than 992 px', () => {
    expect(particleCount(1920)).toBe(600);
    expect(particleCount(992)).toBe(600);
    expect(particleCount(991)).toBe(100);
    expect(particleCount(375)).toBe(100);
  });

  it('sets the count on a copy of the configuration', () => {
    const narrow = withParticleCount(wave, 100);
    expect(narrow.particles.number.value).toBe(100);
    expect(narrow.particles.move).toBe(wave.particles.move);
    expect(wave.particles.number.value).toBe(600);
  });

  it('ships a configuration that stays inside its parent and pauses on hidden tabs', () => {
    expect(wave.fullScreen.enable).toBe(false);
    expect(wave.pauseOnBlur).toBe(true);
    expect(wave.particles.move.path.generator).toBe('wave');
  });
});
