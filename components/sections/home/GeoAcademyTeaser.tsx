import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/sections/common/ButtonLink';
import { Section } from '@/components/sections/common/Section';
import styles from './GeoAcademyTeaser.module.css';

// The three videos of the GeoAcademy slider, in its order.
const videos = ['introduction', 'strategies', 'creatives'] as const;

export async function GeoAcademyTeaser() {
  const t = await getTranslations('HomePage.geoacademy');
  return (
    <Section id="geoacademy" tone="dark" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <ol className={styles.videos}>
        {videos.map((key) => (
          <li key={key} className={styles.video}>
            {t(`videos.${key}`)}
          </li>
        ))}
      </ol>
      <ButtonLink href="/geoacademy" variant="inverse">
        {t('cta')}
      </ButtonLink>
    </Section>
  );
}
