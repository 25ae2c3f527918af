/** In-page jumps glide for 650 ms and stop with their target 120 px below the top (under the header). */
export const SCROLL_DURATION_MS = 650;
export const SCROLL_OFFSET_PX = 120;

/** easeInOutCubic: gentle start and finish; t is clamped to [0, 1]. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Document Y that puts a target `offset` px below the viewport top, within the scrollable range. */
export function scrollTargetY(targetTop: number, scrollY: number, offset: number, maxScroll: number): number {
  const wanted = Math.round(scrollY + targetTop - offset);
  return Math.min(Math.max(0, maxScroll), Math.max(0, wanted));
}

/** Scroll position `elapsed` ms into an eased move from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * easeInOutCubic(elapsed / duration));
}

/**
 * The fragment id a link points to when it stays on the current page
 * (same origin, path and query), else null. "#" alone gives null.
 */
export function samePageFragment(linkHref: string, currentHref: string): string | null {
  const link = new URL(linkHref, currentHref);
  const here = new URL(currentHref);
  if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) {
    return null;
  }
  const id = decodeURIComponent(link.hash.slice(1));
  return id === '' ? null : id;
}
