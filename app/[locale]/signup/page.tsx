import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { SplitLayout } from '@/components/sections/common/SplitLayout';
import { SignupBenefits } from '@/components/sections/signup/SignupBenefits';
import { SignupFormPanel } from '@/components/sections/signup/SignupFormPanel';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('signup', '/signup', (await rootLocale()) as Locale);
}

export default async function SignupPage() {
  const t = await getTranslations('SignupPage');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <SplitLayout main={<SignupFormPanel />} aside={<SignupBenefits />} />
    </>
  );
}
