import type { Page } from '@playwright/test';

interface Shift {
  at: number;
  value: number;
  /** What moved: the node, and its box before and after (x, y, width, height). */
  sources: string[];
}

/** Records the page's layout shifts not caused by input, as the Layout Instability API reports them. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    const box = (r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `${node.localName}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${text}"`;
    };
    const w = window as unknown as { __shifts: unknown[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        if (!entry.hadRecentInput)
          w.__shifts.push({
            at: Math.round(entry.startTime),
            value: entry.value,
            sources: entry.sources.map(
              (s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts since the current document started: their sum, and each (for a failure's message). */
export async function layoutShift(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
