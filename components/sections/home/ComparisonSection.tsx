import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/sections/common/ButtonLink';
import { Section } from '@/components/sections/common/Section';
import { MapDemo } from '@/components/widgets/MapDemo';
import styles from './ComparisonSection.module.css';

// Same order as the map demo's loop: the two platforms' circles, then our polygon.
const stats = ['circleA', 'circleB', 'polygon'] as const;
const features = ['polygons', 'campaigns', 'reporting'] as const;

export async function ComparisonSection() {
  const t = await getTranslations('HomePage.comparison');
  return (
    <Section id="comparison" tone="muted" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <dl className={styles.stats}>
        {stats.map((key) => (
          <div key={key} className={`${styles.stat} ${key === 'polygon' ? styles.ours : ''}`}>
            <dt className={styles.statLabel}>{t(`stats.${key}.label`)}</dt>
            <dd className={styles.statValue}>{t(`stats.${key}.value`)}</dd>
            <dd className={styles.statText}>{t(`stats.${key}.text`)}</dd>
          </div>
        ))}
      </dl>
      <figure className={styles.demo}>
        <MapDemo />
        <figcaption className={styles.caption}>{t('demoCaption')}</figcaption>
      </figure>
      <p className={styles.drawCta}>
        {/* No prefetch: the sandbox's code stays off the home page until the visitor goes there. */}
        <ButtonLink href="/draw" variant="primary" prefetch={false}>
          {t('drawCta')}
        </ButtonLink>
      </p>
      <ul className={styles.features}>
        {features.map((key) => (
          <li key={key}>
            <h3 className={styles.featureTitle}>{t(`features.${key}.title`)}</h3>
            <p className={styles.featureText}>{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
