import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { ApplySection } from '@/components/sections/careers/ApplySection';
import { CultureSection } from '@/components/sections/careers/CultureSection';
import { OpenRoles } from '@/components/sections/careers/OpenRoles';
import { PageHeader } from '@/components/sections/common/PageHeader';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('careers', '/careers', (await rootLocale()) as Locale);
}

export default async function CareersPage() {
  const t = await getTranslations('CareersPage');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <CultureSection />
      <OpenRoles />
      <ApplySection />
    </>
  );
}
