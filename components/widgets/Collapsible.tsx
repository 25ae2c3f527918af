import type { ReactNode } from 'react';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real Collapsible (its own issue). `title` is the
// toggle button's text, `children` the content shown once expanded.
export function Collapsible({ title }: { title: string; children: ReactNode }) {
  return <Placeholder label={title} height="4rem" />;
}
