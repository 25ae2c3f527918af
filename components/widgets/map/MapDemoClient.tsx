'use client';

import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { LegendEntryId } from '@/lib/widgets/mapTimeline';
import { useBrowserIdle } from '../shared/useBrowserIdle';
import { useInView } from '../shared/useInView';
import { usePageVisible } from '../shared/usePageVisible';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { MapLegend, type LegendEntry } from './MapLegend';
import styles from './MapDemo.module.css';
import { useMapTimeline } from './useMapTimeline';

// The Maps API wrapper is its own chunk, fetched only when the section nears the
// viewport, and never before the page has loaded, whatever the layout above it (so never in
// the server HTML).
// A chunk that fails to load leaves the drawn map, as a map that fails does.
const GoogleMapLayer = lazy(() => import('./GoogleMapLayer').catch(() => ({ default: () => <></> })));

type Props = {
  apiKey?: string;
  language: string;
  legend: readonly LegendEntry[];
  labels: { legend: string; pause: string; play: string };
  /** The drawn map (server-rendered), shown until and unless the Google map takes over. */
  illustration: ReactNode;
  /** The three phases side by side (server-rendered), shown instead under reduced motion. */
  stills: ReactNode;
  children?: ReactNode;
};

const NONE: readonly LegendEntryId[] = [];

export function MapDemoClient(props: Props) {
  const { apiKey, language, legend, labels, illustration, stills, children } = props;
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const onScreen = useInView(ref);
  const nearScreen = useInView(ref, { rootMargin: '400px 0px', once: true });
  const pageVisible = usePageVisible();
  const pageIdle = useBrowserIdle();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [renderer, setRenderer] = useState<'svg' | 'google' | 'failed'>('svg');

  const playing = !reducedMotion && onScreen && pageVisible && !pausedByVisitor;
  const phase = useMapTimeline(playing);
  const withGoogle = Boolean(apiKey) && nearScreen && pageIdle && !reducedMotion && renderer !== 'failed';
  const onReady = useCallback(() => setRenderer('google'), []);
  const onFailed = useCallback(() => setRenderer('failed'), []);

  return (
    <div
      ref={ref}
      className={styles.demo}
      data-testid="map-demo"
      data-phase={reducedMotion ? undefined : phase.id}
      data-zoom={reducedMotion ? undefined : phase.zoom}
      data-playing={playing}
      data-renderer={renderer === 'google' ? 'google' : 'svg'}
    >
      <div className={styles.figure}>
        <div className={`${styles.stage} ${styles.live}`} data-phase={phase.id} data-zoom={phase.zoom}>
          {illustration}
          {withGoogle && apiKey && (
            <Suspense fallback={null}>
              <GoogleMapLayer
                apiKey={apiKey}
                language={language}
                phase={phase}
                onReady={onReady}
                onFailed={onFailed}
              />
            </Suspense>
          )}
        </div>
        {stills}
      </div>
      <div className={styles.side}>
        <MapLegend entries={legend} active={reducedMotion ? NONE : phase.legend} label={labels.legend} />
        <button type="button" className={styles.toggle} onClick={() => setPausedByVisitor((p) => !p)}>
          {pausedByVisitor ? labels.play : labels.pause}
        </button>
        {children}
      </div>
    </div>
  );
}
