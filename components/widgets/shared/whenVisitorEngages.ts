import { whenBrowserIdle } from './whenBrowserIdle';

const ENGAGEMENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Runs `task` once the page has loaded and gone idle AND the visitor has moved,
 * tapped, typed or scrolled (in either order). For heavy, purely decorative code:
 * it never counts against the JS a page sends before any interaction.
 * Returns a function that cancels it.
 */
export function whenVisitorEngages(task: () => void): () => void {
  let engaged = false;
  let idle = false;
  let done = false;
  const runIfReady = () => {
    if (done || !engaged || !idle) return;
    done = true;
    task();
  };
  const onEngage = () => {
    engaged = true;
    stopListening();
    runIfReady();
  };
  const stopListening = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngage);
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEngage, { passive: true });
  const cancelIdle = whenBrowserIdle(() => {
    idle = true;
    runIfReady();
  });
  return () => {
    done = true;
    stopListening();
    cancelIdle();
  };
}
