import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { SplitLayout } from '@/components/sections/common/SplitLayout';
import { TermsArticle } from '@/components/sections/terms/TermsArticle';
import { TermsToc } from '@/components/sections/terms/TermsToc';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('terms', '/terms');

export default async function TermsPage() {
  const t = await getTranslations('TermsPage');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} meta={t('updated')} />
      <SplitLayout asideFirst aside={<TermsToc />} main={<TermsArticle />} />
    </>
  );
}
