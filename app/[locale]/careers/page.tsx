import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { CareerForm } from '@/components/forms/CareerForm';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('careers', '/careers', (await rootLocale()) as Locale);
}

export default async function CareersPage() {
  const t = await getTranslations('CareersPage');
  return (
    <>
      <h1>{t('title')}</h1>
      <CareerForm />
    </>
  );
}
