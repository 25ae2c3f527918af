'use client';

import { useEffect, useRef, useState } from 'react';
import {
  COUNTER_DEFAULT_DURATION_MS,
  counterDecision,
  counterTriggerTop,
  countValueAt,
} from '@/lib/widgets/counterWindow';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import styles from './Counters.module.css';

export type CounterItem = { key: string; target: number; final: string; unit: string; label: string };

/** `zero`: 0 as the server formatted it, shown while a figure waits below the window. */
type Props = { items: readonly CounterItem[]; locale: string; zero: string; durationMs?: number };

/** The text shown; null: the final value as the server rendered it. */
type Shown = string | null;

export function CountersClient({ items, locale, zero, durationMs = COUNTER_DEFAULT_DURATION_MS }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const numberRefs = useRef<(HTMLElement | null)[]>([]);
  const [shown, setShown] = useState<Shown[]>(() => items.map(() => null));
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const list = listRef.current;
    if (reducedMotion || !list) return;
    // The band the figures sit in (with its heading above them) decides, not the list.
    const section = list.closest('section') ?? list;
    const show = (index: number, value: Shown) =>
      setShown((current) => current.map((v, i) => (i === index ? value : v)));
    const pending = new Set(items.map((_, i) => i));
    const previousTop: (number | undefined)[] = [];
    const frames = new Map<number, number>();
    // A page's first Intl formatter sets up ICU's number data: ~100 ms on a phone's CPU. Made when
    // a count begins, so hydration and a figure waiting below the window never pay for it.
    let format: Intl.NumberFormat | undefined;

    const count = (index: number, target: number) => {
      const formatter = (format ??= new Intl.NumberFormat(locale));
      const startedAt = performance.now();
      const step = (now: number) => {
        const elapsed = now - startedAt;
        const done = elapsed >= durationMs;
        show(index, done ? null : formatter.format(countValueAt(elapsed, target, durationMs)));
        if (!done) frames.set(index, requestAnimationFrame(step));
      };
      frames.set(index, requestAnimationFrame(step));
    };

    const check = () => {
      const sectionTop = section.getBoundingClientRect().top;
      for (const index of [...pending]) {
        const element = numberRefs.current[index];
        const item = items[index];
        if (!element || !item) continue;
        const top = counterTriggerTop({
          viewportWidth: window.innerWidth,
          sectionTop,
          elementTop: element.getBoundingClientRect().top,
        });
        const decision = counterDecision(top, previousTop[index]);
        // Below the window at first: show 0, ready to count when it arrives.
        if (decision === 'wait' && previousTop[index] === undefined) show(index, zero);
        previousTop[index] = top;
        if (decision === 'wait') continue;
        pending.delete(index);
        if (decision === 'start') count(index, item.target);
        else show(index, null);
      }
      if (pending.size === 0) stopWatching();
    };

    let scheduled = 0;
    const onScroll = () => {
      if (!scheduled) scheduled = requestAnimationFrame(() => ((scheduled = 0), check()));
    };
    const stopWatching = () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    check();

    return () => {
      stopWatching();
      cancelAnimationFrame(scheduled);
      frames.forEach((frame) => cancelAnimationFrame(frame));
    };
  }, [items, locale, zero, durationMs, reducedMotion]);

  return (
    <ul ref={listRef} className={styles.counters}>
      {items.map((item, index) => {
        // Reduced motion: the final value, whatever the first (server-snapshot) pass did.
        const value = reducedMotion ? null : shown[index];
        return (
          <li key={item.key} className={styles.item}>
            <p className={styles.figure}>
              <span
                ref={(element) => {
                  numberRefs.current[index] = element;
                }}
                className={styles.number}
                data-testid="counter"
                data-target={item.target}
              >
                {value ?? item.final}
              </span>
              <span className={styles.unit}>{item.unit}</span>
            </p>
            <p className={styles.label}>{item.label}</p>
          </li>
        );
      })}
    </ul>
  );
}
