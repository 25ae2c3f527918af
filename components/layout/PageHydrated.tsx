'use client';

import { useEffect } from 'react';
import { PAGE_HYDRATED } from '@/lib/pageHydrated';

/** Says the page has hydrated, once: a press held before then is made again. */
export function PageHydrated() {
  useEffect(() => {
    dispatchEvent(new Event(PAGE_HYDRATED));
  }, []);
  return null;
}
