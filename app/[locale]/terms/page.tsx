import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { SplitLayout } from '@/components/sections/common/SplitLayout';
import { TermsArticle } from '@/components/sections/terms/TermsArticle';
import { TermsToc } from '@/components/sections/terms/TermsToc';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('terms', '/terms', (await rootLocale()) as Locale);
}

export default async function TermsPage() {
  const t = await getTranslations('TermsPage');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} meta={t('updated')} />
      <SplitLayout asideFirst aside={<TermsToc />} main={<TermsArticle />} />
    </>
  );
}
