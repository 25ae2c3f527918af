import type { ReactNode } from 'react';
import { CollapsibleClient } from './collapsible/CollapsibleClient';

/**
 * A titled section that starts collapsed. Its content is server-rendered (in the
 * HTML for crawlers, hidden until opened); only the toggle runs in the browser.
 */
export function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  return <CollapsibleClient title={title}>{children}</CollapsibleClient>;
}
