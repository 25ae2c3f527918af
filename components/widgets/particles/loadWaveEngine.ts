import type { Engine } from '@tsparticles/engine';
import { loadHexColorPlugin } from '@tsparticles/plugin-hex-color';
import { loadMovePlugin, type MoveEngine } from '@tsparticles/plugin-move';
import { loadCircleShape } from '@tsparticles/shape-circle';
import { loadOpacityUpdater } from '@tsparticles/updater-opacity';
import { loadOutModesUpdater } from '@tsparticles/updater-out-modes';
import { loadPaintUpdater } from '@tsparticles/updater-paint';
import { loadSizeUpdater } from '@tsparticles/updater-size';
import { createWavePath } from './wavePath';

/**
 * Registers only what wave.json uses (engine + mover + circles + colour, opacity,
 * size, out-modes): well under the slim bundle, which adds links, interactions and shapes.
 */
export async function loadWaveEngine(engine: Engine): Promise<void> {
  await Promise.all([
    loadHexColorPlugin(engine),
    loadMovePlugin(engine),
    loadCircleShape(engine),
    loadPaintUpdater(engine),
    loadOpacityUpdater(engine),
    loadSizeUpdater(engine),
    loadOutModesUpdater(engine),
  ]);
  await engine.pluginManager.register(async (e) => {
    (e as MoveEngine).pluginManager.addPathGenerator?.('wave', createWavePath);
  });
}
