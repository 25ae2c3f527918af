'use client';

import { useEffect } from 'react';
import { notifyHashChange } from './hashStore';
import {
  SCROLL_DURATION_MS,
  SCROLL_OFFSET_PX,
  samePageFragment,
  scrollPositionAt,
  scrollTargetY,
} from './smoothScroll';

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The target's scroll-margin-top (the header offset native fragment jumps use too), else SCROLL_OFFSET_PX. */
function headerOffset(target: Element): number {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop);
  return Number.isFinite(margin) && margin > 0 ? margin : SCROLL_OFFSET_PX;
}

/** Lets keyboard and screen-reader users continue from the section they jumped to. */
function focusTarget(target: HTMLElement) {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
}

/**
 * One delegated listener makes every same-page anchor link scroll smoothly
 * (instantly under prefers-reduced-motion), update the URL hash and move focus.
 * Mounted once in the layout; renders nothing.
 */
export function SmoothScroll() {
  useEffect(() => {
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);

    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const id = samePageFragment(link.href, window.location.href);
      const target = id === null ? null : document.getElementById(id);
      if (!id || !target) return;

      // Captured before next/link's handler, which then leaves the click alone.
      event.preventDefault();
      stop();
      if (window.location.hash !== `#${encodeURIComponent(id)}`) {
        window.history.pushState(null, '', `#${encodeURIComponent(id)}`);
        notifyHashChange();
      }

      const from = window.scrollY;
      // Measured again on every frame: sections below the fold render as they come near
      // (content-visibility), so the target can move while the page scrolls to it.
      const targetY = () =>
        scrollTargetY(
          target.getBoundingClientRect().top,
          window.scrollY,
          headerOffset(target),
          document.documentElement.scrollHeight - window.innerHeight,
        );
      const to = targetY();
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (reduce || from === to) {
        window.scrollTo({ top: to, behavior: 'instant' });
        focusTarget(target);
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        window.scrollTo({
          top: scrollPositionAt(from, targetY(), elapsed, SCROLL_DURATION_MS),
          behavior: 'instant',
        });
        if (elapsed < SCROLL_DURATION_MS) frame = requestAnimationFrame(step);
        else focusTarget(target);
      };
      frame = requestAnimationFrame(step);
    };

    // A wheel or touch by the visitor takes over from the animation.
    window.addEventListener('click', onClick, true);
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    return () => {
      stop();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, []);
  return null;
}
