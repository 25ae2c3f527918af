'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { canGoNext, canGoPrevious, positionText, stepIndex } from '@/lib/widgets/sliderBounds';
import hidden from '../shared/visuallyHidden.module.css';
import { VideoFacade } from './VideoFacade';
import styles from './VideoSlider.module.css';

export type SliderVideo = {
  key: string;
  title: string;
  text: string;
  embedUrl: string;
  playerUrl: string;
  playLabel: string;
  position: string;
};

type Props = {
  videos: readonly SliderVideo[];
  labels: { region: string; previous: string; next: string };
};

const KEY_STEPS: Record<string, -1 | 1> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

export function VideoSliderClient({ videos, labels }: Props) {
  const total = videos.length;
  const [index, setIndex] = useState(0);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const go = (delta: -1 | 1) => {
    const next = stepIndex(index, delta, total);
    if (next === index) return;
    setIndex(next);
    // A button disabled under the focus would drop it to <body>: hand it to the other arrow.
    if (delta === 1 && !canGoNext(next, total)) previousButton.current?.focus();
    if (delta === -1 && !canGoPrevious(next)) nextButton.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = KEY_STEPS[event.key];
    if (!delta) return;
    event.preventDefault();
    go(delta);
  };

  return (
    <div className={styles.slider} data-testid="video-slider" role="region" aria-label={labels.region}>
      <ol className={styles.slides}>
        {videos.map((video, i) => (
          <li key={video.key} className={styles.slide} hidden={i !== index} aria-label={video.position}>
            {/* Keyed by slide: leaving a slide unmounts its player, which stops the video. */}
            {i === index && <VideoFacade key={video.key} video={video} />}
            <div className={styles.info}>
              <h3 className={styles.title}>{video.title}</h3>
              <p className={styles.text}>{video.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.controls} onKeyDown={onKeyDown}>
        <button
          ref={previousButton}
          type="button"
          className={styles.arrow}
          disabled={!canGoPrevious(index)}
          onClick={() => go(-1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 15l6-6 6 6" />
          </svg>
          <span className={hidden.visuallyHidden}>{labels.previous}</span>
        </button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          <span aria-hidden="true">{positionText(index, total)}</span>
          <span className={hidden.visuallyHidden}>{videos[index]?.position}</span>
        </p>
        <button
          ref={nextButton}
          type="button"
          className={styles.arrow}
          disabled={!canGoNext(index, total)}
          onClick={() => go(1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
          <span className={hidden.visuallyHidden}>{labels.next}</span>
        </button>
      </div>
    </div>
  );
}
