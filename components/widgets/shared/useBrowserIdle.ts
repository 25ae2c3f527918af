'use client';

import { useEffect, useState } from 'react';
import { whenBrowserIdle } from '@/lib/whenBrowserIdle';

/** Becomes true once the page has loaded and the browser is idle (see whenBrowserIdle). */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenBrowserIdle(() => setIdle(true)), []);
  return idle;
}
