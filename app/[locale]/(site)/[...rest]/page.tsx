import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

// Prerendered once per locale as /{locale}/404; the proxy rewrites every unknown
// path here with status 404. It renders the page itself instead of calling
// notFound(), whose prerender is an empty client-only shell in Next 16.3+.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false } };
}

export default function NotFoundPage() {
  return <NotFoundContent />;
}
