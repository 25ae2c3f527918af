'use client';

import { useEffect, useRef, useState } from 'react';
import hidden from '../shared/visuallyHidden.module.css';
import styles from './VideoSlider.module.css';

type Props = { video: { title: string; playerUrl: string; playLabel: string } };

/**
 * Poster (ours, local), title and play button; the privacy-enhanced YouTube iframe
 * is created only when the visitor presses play, so nothing reaches YouTube before.
 */
export function VideoFacade({ video }: Props) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={styles.player}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={video.playerUrl}
          title={video.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <span className={styles.poster} aria-hidden="true">
            <span className={styles.posterTitle}>{video.title}</span>
          </span>
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <svg viewBox="0 0 68 48" aria-hidden="true" focusable="false">
              <path
                className={styles.playShape}
                d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
              />
              <path className={styles.playArrow} d="M45 24 27 14v20" />
            </svg>
            <span className={hidden.visuallyHidden}>{video.playLabel}</span>
          </button>
        </>
      )}
    </div>
  );
}
