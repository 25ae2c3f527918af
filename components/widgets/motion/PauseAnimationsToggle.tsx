'use client';

import styles from './PauseAnimationsToggle.module.css';
import { setHeroMotionPaused, useHeroMotionPaused } from './heroMotion';

/** A toggle button (aria-pressed, fixed name) that stops and restarts the hero's animations. */
export function PauseAnimationsToggle({ label }: { label: string }) {
  const paused = useHeroMotionPaused();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={paused}
      onClick={() => setHeroMotionPaused(!paused)}
    >
      <span className={styles.icon} data-paused={paused} aria-hidden="true" />
      {label}
    </button>
  );
}
