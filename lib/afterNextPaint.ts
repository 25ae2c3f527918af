/**
 * Runs `task` once the next frame has been painted: work that can wait a frame (a prefetch,
 * a beacon) then stays out of the interaction or the first paint it would otherwise delay.
 * Returns what cancels it, for a component that unmounts before then.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
