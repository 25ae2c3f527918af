'use client';

import { useEffect, useRef } from 'react';
import { useHeroMotionPaused } from '../motion/heroMotion';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { whenBrowserIdle } from '@/lib/whenBrowserIdle';

// Quick to type, quicker to erase, a pause to read each phrase.
const TYPED_OPTIONS = {
  typeSpeed: 20,
  backSpeed: 15,
  backDelay: 2500,
  smartBackspace: true,
  loop: true,
  // typed.js's cursor is an element after the text: moving with each letter and jumping
  // lines, it was a layout shift (CLS 0.046 on the French home page). The caret is the
  // line's own border instead (TypedText.module.css), which moves nothing.
  showCursor: false,
} as const;

/**
 * Types the lines in turn, starting from the first one already on the page.
 * typed.js is fetched only once the page is idle; reduced motion, or the hero's pause
 * toggle, keeps the first line.
 */
export function TypedTextClient({ lines, className }: { lines: readonly string[]; className?: string }) {
  const target = useRef<HTMLSpanElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const paused = useHeroMotionPaused();
  const still = reducedMotion || paused;
  const first = lines[0] ?? '';

  useEffect(() => {
    const element = target.current;
    if (!element || still || lines.length < 2) return;
    let typed: { destroy: () => void } | undefined;
    let cancelled = false;

    const cancelIdle = whenBrowserIdle(async () => {
      const { default: Typed } = await import('typed.js');
      if (cancelled) return;
      // typed.js starts from the text in the element (the first line) and erases it first,
      // so it gets the other lines; its loop then comes back to the first.
      element.textContent = first;
      typed = new Typed(element, {
        ...TYPED_OPTIONS,
        strings: lines.slice(1),
        contentType: 'null', // plain text, never parsed as HTML
        startDelay: TYPED_OPTIONS.backDelay,
      });
      element.dataset.typing = '';
    });

    return () => {
      cancelled = true;
      cancelIdle();
      typed?.destroy();
      delete element.dataset.typing;
      element.textContent = first;
    };
  }, [lines, first, still]);

  return (
    <span className={className}>
      <span ref={target} data-typed-line>
        {first}
      </span>
    </span>
  );
}
