'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useHydrated } from '@/lib/useHydrated';
import { keyToAction } from '@/lib/draw/sandboxState';
import styles from './DrawSandbox.module.css';
import { SandboxNotice } from './SandboxNotice';
import { SandboxResults } from './SandboxResults';
import { ZoneSurface } from './ZoneSurface';
import { useSandbox } from './useSandbox';

/** The drawing surface, its buttons, what it announces and the numbers of the zone. */
export function DrawSandboxClient({ plan }: { plan: ReactNode }) {
  const t = useTranslations('DrawSandbox');
  const { state, measure, dispatch, prepare } = useSandbox();
  const instructionsId = useId();
  const [a, b] = measure.circles;
  const empty = state.points.length === 0;
  const ready = useHydrated();

  return (
    <div className={styles.sandbox}>
      <div className={styles.tool}>
        <p id={instructionsId} className={styles.instructions}>
          {t('instructions')}
        </p>
        <div
          role="application"
          tabIndex={0}
          aria-label={t('label')}
          aria-describedby={instructionsId}
          className={styles.surface}
          data-testid="fence-sandbox"
          data-vertices={state.points.length}
          data-area-m2={Math.round(measure.areaM2)}
          data-waste-a={a?.wasteShare.toFixed(4)}
          data-waste-b={b?.wasteShare.toFixed(4)}
          data-ready={ready}
          onFocus={() => void prepare()}
          onPointerEnter={() => void prepare()}
          onKeyDown={(event) => {
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            const action = keyToAction(event.key, event.shiftKey);
            if (!action) return;
            event.preventDefault();
            dispatch(action);
          }}
        >
          <ZoneSurface state={state} dispatch={dispatch}>
            {plan}
          </ZoneSurface>
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
