import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { ContactForm } from '@/components/forms/ContactForm';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('contact', '/contact', (await rootLocale()) as Locale);
}

export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  return (
    <>
      <h1>{t('title')}</h1>
      <ContactForm />
    </>
  );
}
