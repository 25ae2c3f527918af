import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/common/Section';
import { richTags } from '@/components/sections/common/richTags';
import styles from './OpenRoles.module.css';

// The job choices of the career form, in its order.
const roles = ['sales', 'developer', 'unsolicited'] as const;

export async function OpenRoles() {
  const t = await getTranslations('CareersPage.roles');
  return (
    <Section id="open-positions" tone="muted" title={t('title')}>
      <div className={styles.grid}>
        {roles.map((key) => (
          <article key={key} aria-labelledby={`role-${key}`} className={styles.role}>
            <h3 id={`role-${key}`} className={styles.title}>
              {t(`${key}.title`)}
            </h3>
            <p className={styles.meta}>{t(`${key}.meta`)}</p>
            <p className={styles.text}>{t(`${key}.text`)}</p>
            <ul className={styles.duties}>{t.rich(`${key}.duties`, richTags)}</ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
