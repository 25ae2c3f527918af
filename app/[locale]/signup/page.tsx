import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { SignupForm } from '@/components/forms/SignupForm';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('signup', '/signup', (await rootLocale()) as Locale);
}

export default async function SignupPage() {
  const t = await getTranslations('SignupPage');
  return (
    <>
      <h1>{t('title')}</h1>
      <SignupForm />
    </>
  );
}
