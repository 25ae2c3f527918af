import { whenBrowserIdle } from '@/lib/whenBrowserIdle';

const ENGAGING = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;
const SCROLLING = ['scroll', 'wheel', 'touchmove'] as const;
export const SETTLE_MS = 400;

/**
 * Runs `task` once: after the page has loaded and gone idle, the visitor has
 * interacted, nothing has scrolled for SETTLE_MS, and `isWanted()` holds (e.g. the
 * hero is on screen). For heavy, purely decorative code: it never counts against
 * the JS sent before any interaction, and never starts in the middle of a scroll
 * (a smooth anchor scroll would stutter). Returns a function that cancels it.
 */
export function whenVisitorSettles(task: () => void, isWanted: () => boolean = () => true): () => void {
  let engaged = false;
  let idle = false;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    if (done || !engaged || !idle) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (done || !isWanted()) return;
      done = true;
      stopListening();
      task();
    }, SETTLE_MS);
  };
  const onEngage = () => {
    engaged = true;
    if (timer === undefined) settle();
  };
  const onScroll = () => {
    engaged = true;
    settle();
  };
  const stopListening = () => {
    for (const type of ENGAGING) window.removeEventListener(type, onEngage);
    for (const type of SCROLLING) window.removeEventListener(type, onScroll);
  };
  for (const type of ENGAGING) window.addEventListener(type, onEngage, { passive: true });
  for (const type of SCROLLING) window.addEventListener(type, onScroll, { passive: true });
  const cancelIdle = whenBrowserIdle(() => {
    idle = true;
    settle();
  });

  return () => {
    done = true;
    clearTimeout(timer);
    stopListening();
    cancelIdle();
  };
}
