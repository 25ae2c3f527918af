'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element intersects the viewport grown by `rootMargin`.
 * With `once`, it stays true after the first time (e.g. "load when near").
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false }: { rootMargin?: string; once?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  const done = once && inView;

  useEffect(() => {
    const element = ref.current;
    if (!element || done) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once, done]);

  return inView;
}
