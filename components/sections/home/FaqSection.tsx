import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/common/Section';
import { richTags } from '@/components/sections/common/richTags';
import { CollapsibleClient } from '@/components/widgets/collapsible/CollapsibleClient';
import styles from './FaqSection.module.css';

const questions = ['geofencing', 'polygon', 'accuracy', 'start', 'privacy'] as const;

export async function FaqSection() {
  const t = await getTranslations('HomePage.faq');
  return (
    <Section id="faq" tone="muted" eyebrow={t('eyebrow')} title={t('title')}>
      <div className={styles.list}>
        {questions.map((key) => (
          <CollapsibleClient key={key} title={t(`items.${key}.question`)}>
            <p>{t.rich(`items.${key}.answer`, richTags)}</p>
          </CollapsibleClient>
        ))}
      </div>
    </Section>
  );
}
