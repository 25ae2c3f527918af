import { vi } from 'vitest';

type Observed = { callback: IntersectionObserverCallback; element?: Element };

/** jsdom has no IntersectionObserver: a controllable one. */
export function stubIntersectionObserver() {
  const observers: Observed[] = [];
  class FakeIntersectionObserver {
    private entry: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.element = element;
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Reports every observed element as (not) intersecting. */
    setIntersecting(isIntersecting: boolean) {
      for (const { callback, element } of [...observers]) {
        if (element)
          callback([{ isIntersecting, target: element } as IntersectionObserverEntry], {} as never);
      }
    },
  };
}

/** jsdom has no matchMedia: every query answers `matches`. */
export function stubMatchMedia(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
