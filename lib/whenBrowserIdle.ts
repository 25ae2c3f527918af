/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that can
 * wait (the typing effect, the particles, a form's first check) never competes with the
 * first paint, hydration or the visitor's input. Returns a function that cancels it.
 */
export function whenBrowserIdle(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};

  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(() => !cancelled && task(), 200);
      cancelIdle = () => clearTimeout(id);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
