'use client';

import type { MouseEvent, ReactNode } from 'react';
import type { CtaName } from '@/lib/tracking/trackCtaClick';

/**
 * Counts clicks on the calls to action inside it: a link, or a button opening a dialog,
 * within an element marked `data-cta`. Clicks inside the opened dialog are not counted.
 * The tracking code is fetched on the click itself.
 */
export function TrackCtaClicks({ className, children }: { className?: string; children: ReactNode }) {
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as Element).closest('a, button[aria-haspopup="dialog"]');
    const cta = control?.closest('[data-cta]')?.getAttribute('data-cta') as CtaName | undefined;
    if (!control || !cta) return;
    void import('@/lib/tracking/trackCtaClick').then((m) => m.trackCtaClick(cta));
  };
  return (
    <div className={className} onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}
