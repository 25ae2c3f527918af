import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/common/Section';
import { richTags } from '@/components/sections/common/richTags';
import { TitledList } from '@/components/sections/common/TitledList';
import styles from './GeoAcademyLearn.module.css';

// Same order as the slider's three videos.
const videos = ['introduction', 'strategies', 'creatives'] as const;

export async function GeoAcademyLearn() {
  const t = await getTranslations('GeoAcademyPage');
  return (
    <Section id="learn" tone="muted" title={t('learn.title')}>
      <TitledList
        kind="steps"
        items={videos.map((key) => ({
          key,
          title: t(`learn.items.${key}.title`),
          text: t(`learn.items.${key}.text`),
        }))}
      />
      <p className={styles.cta}>{t.rich('cta', richTags)}</p>
    </Section>
  );
}
