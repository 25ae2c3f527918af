import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { VideoSlider } from '@/components/widgets/VideoSlider';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('geoacademy', '/geoacademy', (await rootLocale()) as Locale);
}

export default async function GeoAcademyPage() {
  const t = await getTranslations('GeoAcademyPage');
  return (
    <>
      <h1>{t('title')}</h1>
      <VideoSlider />
    </>
  );
}
