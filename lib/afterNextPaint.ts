/**
 * Runs `task` once the next frame has been painted: work that can wait a frame (a prefetch,
 * a beacon) then stays out of the interaction or the first paint it would otherwise delay.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}
