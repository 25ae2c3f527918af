'use client';

import { useTranslations } from 'next-intl';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/useHydrated';
import { keyToAction } from '@/lib/draw/sandboxState';
import styles from './DrawSandbox.module.css';
import { PlaceSearch, type SearchOutcome } from './PlaceSearch';
import { SandboxNotice } from './SandboxNotice';
import { SandboxResults } from './SandboxResults';
import { ZoneSurface } from './ZoneSurface';
import { useMapMode } from './useMapMode';
import { useSandbox } from './useSandbox';

// Its own chunk, with the Maps loader: fetched only when the visitor reaches for the tool with a key set
// (React.lazy rather than next/dynamic, whose loader this page would otherwise carry for this one use).
const DrawMap = lazy(() =>
  import('./DrawMap').catch(() => ({
    // The chunk did not arrive: the plan stays, as when Google fails.
    default: function MapUnavailable({ onFailed }: { onFailed: () => void }) {
      useEffect(onFailed, [onFailed]);
      return null;
    },
  })),
);

type Props = { plan: ReactNode; apiKey?: string; language?: string };

/** Canada's bounding box, where the address search looks. */
const CANADA = { north: 83.2, south: 41.6, west: -141.1, east: -52.6 };

/** Whether a key pressed inside the surface is for one of Google's own controls (zoom, links). */
const onControl = (event: KeyboardEvent<HTMLElement>) =>
  event.target !== event.currentTarget &&
  (event.target as Element).closest('button, a, input, select, textarea') !== null;

/** The drawing surface (the plan, or the Google map with a key), its buttons, what it announces and the numbers. */
export function DrawSandboxClient({ plan, apiKey, language = 'en' }: Props) {
  const t = useTranslations('DrawSandbox');
  const { state, measure, dispatch, prepare, geometry } = useSandbox();
  const { mode, request, ready: mapReady, failed, settled } = useMapMode(apiKey);
  const [focused, setFocused] = useState(false);
  const instructionsId = useId();
  const [a, b] = measure.circles;
  const empty = state.points.length === 0;
  const ready = useHydrated();
  const onGoogle = mode === 'google';

  const reach = useCallback(() => {
    // A geometry chunk that fails to load is fetched again by the next action.
    prepare().catch(() => {});
    request();
  }, [prepare, request]);

  // The map takes over the plan's ground, so what was drawn stays; if it fails, the plan is back.
  const { frame } = state;
  useEffect(() => {
    if (!geometry) return;
    if (onGoogle && frame.kind === 'plan') dispatch({ type: 'reframe', ...geometry.mapFrameOverPlan() });
    if (mode === 'failed' && frame.kind === 'map')
      dispatch({ type: 'mapFailed', over: geometry.mapFrameOverPlan() });
  }, [onGoogle, mode, frame.kind, geometry, dispatch]);

  const find = useCallback(
    async (query: string): Promise<SearchOutcome> => {
      const g = await prepare();
      if (!(await settled())) return 'unavailable';
      const { places } = await google.maps.places.Place.searchByText({
        textQuery: query,
        fields: ['displayName', 'location'],
        region: 'ca',
        // `region` only biases the answer: the bounds keep it in Canada, as the form says.
        locationRestriction: CANADA,
        language,
        maxResultCount: 1,
      });
      const found = places[0]?.location;
      if (!found) return 'notFound';
      dispatch({
        type: 'relocate',
        frame: g.mapFrameAround([found.lng(), found.lat()]),
        place: places[0]?.displayName ?? query,
      });
      return 'found';
    },
    [prepare, settled, language, dispatch],
  );

  return (
    <div className={styles.sandbox}>
      <div className={styles.tool}>
        {apiKey && <PlaceSearch find={find} ready={ready} unavailable={mode === 'failed'} onReach={reach} />}
        <p id={instructionsId} className={styles.instructions}>
          {onGoogle ? t('instructionsMap') : t('instructions')}
        </p>
        <div
          role="application"
          tabIndex={0}
          aria-label={onGoogle ? t('labelMap') : t('label')}
          aria-describedby={instructionsId}
          className={styles.surface}
          data-testid="fence-sandbox"
          data-map={mode}
          data-vertices={state.points.length}
          data-area-m2={Math.round(measure.areaM2)}
          data-waste-a={a?.wasteShare.toFixed(4)}
          data-waste-b={b?.wasteShare.toFixed(4)}
          data-ready={ready}
          onFocus={(event) => {
            // The map's cursor ring is for keyboard users; a click that focuses must not show it.
            setFocused(event.currentTarget.matches(':focus-visible'));
            reach();
          }}
          onBlur={() => setFocused(false)}
          onPointerEnter={reach}
          onKeyDown={(event) => {
            if (event.altKey || event.ctrlKey || event.metaKey || onControl(event)) return;
            const action = keyToAction(event.key, event.shiftKey);
            if (!action) return;
            event.preventDefault();
            dispatch(action);
          }}
        >
          <div className={onGoogle ? styles.planUnder : undefined}>
            <ZoneSurface state={state} dispatch={dispatch}>
              {plan}
            </ZoneSurface>
          </div>
          {apiKey && geometry && (mode === 'loading' || onGoogle) && (
            <div className={onGoogle ? styles.mapLayer : styles.mapLoading} inert={!onGoogle}>
              <Suspense fallback={null}>
                <DrawMap
                  apiKey={apiKey}
                  language={language}
                  state={state}
                  geometry={geometry}
                  showCursor={focused}
                  dispatch={dispatch}
                  onReady={mapReady}
                  onFailed={failed}
                />
              </Suspense>
            </div>
          )}
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            disabled={empty}
            onClick={() => dispatch({ type: 'removeLast' })}
          >
            {t('removeLast')}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={empty}
            onClick={() => dispatch({ type: 'clear' })}
          >
            {t('clear')}
          </button>
        </div>
        <SandboxNotice state={state} />
      </div>
      <SandboxResults count={state.points.length} measure={measure} />
    </div>
  );
}
