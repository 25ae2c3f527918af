import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { ContactPopup } from '@/components/forms/ContactPopup';
import { OptinForm } from '@/components/forms/OptinForm';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home', '/', (await rootLocale()) as Locale);
}

export default async function HomePage() {
  const t = await getTranslations('HomePage');
  return (
    <>
      <h1>{t('hero.title')}</h1>
      <ContactPopup variant="primary" />
      <OptinForm />
    </>
  );
}
