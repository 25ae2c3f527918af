import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { Section } from '@/components/sections/common/Section';
import { GeoAcademyLearn } from '@/components/sections/geoacademy/GeoAcademyLearn';
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
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="videos" title={t('videos.title')}>
        <VideoSlider />
      </Section>
      <GeoAcademyLearn />
    </>
  );
}
