/** The GeoAcademy slider moves one video at a time and stops at both ends. */

export function clampIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), total - 1);
}

export function stepIndex(index: number, delta: -1 | 1, total: number): number {
  return clampIndex(index + delta, total);
}

export function canGoPrevious(index: number): boolean {
  return index > 0;
}

export function canGoNext(index: number, total: number): boolean {
  return index < total - 1;
}

/** The visible position text, e.g. "2 / 3". */
export function positionText(index: number, total: number): string {
  return `${clampIndex(index, total) + 1} / ${total}`;
}
