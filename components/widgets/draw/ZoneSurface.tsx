'use client';

import { useRef, type PointerEvent, type ReactNode } from 'react';
import { PLAN_HEIGHT_M, PLAN_WIDTH_M } from '@/lib/draw/blockPlan';
import type { PlanPoint, SandboxAction, SandboxState } from '@/lib/draw/sandboxState';
import styles from './DrawSandbox.module.css';

type Props = { state: SandboxState; dispatch: (action: SandboxAction) => void; children: ReactNode };

/** Where a pointer event lands on the plan, in metres. */
function planPoint(event: PointerEvent<SVGSVGElement>): PlanPoint {
  const matrix = event.currentTarget.getScreenCTM()?.inverse();
  const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
  return [at.x, at.y];
}

/**
 * The plan with the zone drawn over it. A click or tap places a point; pressing a
 * corner and moving drags it, pressing and releasing it selects it, so that the next
 * click moves it there (the same move without dragging).
 */
export function ZoneSurface({ state, dispatch, children }: Props) {
  const drag = useRef<{ index: number; moved: boolean } | null>(null);
  const { points, cursor, selected } = state;
  const outline = points.map(([x, y]) => `${x},${y}`).join(' ');

  return (
    <svg
      className={styles.plan}
      viewBox={`0 0 ${PLAN_WIDTH_M} ${PLAN_HEIGHT_M}`}
      aria-hidden="true"
      focusable="false"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        const index = Number((event.target as Element).getAttribute('data-index') ?? NaN);
        if (Number.isNaN(index)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { index, moved: false };
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        drag.current.moved = true;
        dispatch({ type: 'drag', index: drag.current.index, to: planPoint(event) });
      }}
      onPointerUp={(event) => {
        const current = drag.current;
        if (current) {
          drag.current = null;
          dispatch(
            current.moved ? { type: 'drop', index: current.index } : { type: 'select', index: current.index },
          );
        } else if (event.button === 0) {
          dispatch({ type: 'place', at: planPoint(event) });
        }
      }}
      onPointerCancel={() => (drag.current = null)}
    >
      {children}
      {points.length > 2 && <polygon className={styles.zone} points={outline} />}
      {points.length === 2 && <polyline className={styles.zone} points={outline} />}
      {points.map(([x, y], index) => (
        <g key={index} className={index === selected ? styles.selected : styles.vertex}>
          <circle cx={x} cy={y} r={3.5} />
          <circle className={styles.handle} cx={x} cy={y} r={6} data-index={index} />
        </g>
      ))}
      <g className={styles.cursor} transform={`translate(${cursor[0]} ${cursor[1]})`}>
        <path d="M-9 0h6M3 0h6M0 -9v6M0 3v6" />
      </g>
    </svg>
  );
}
