import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { Section } from '@/components/sections/common/Section';
import { GeoAcademyLearn } from '@/components/sections/geoacademy/GeoAcademyLearn';
import { VideoSlider } from '@/components/widgets/VideoSlider';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('geoacademy', '/geoacademy');

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
