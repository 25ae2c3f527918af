import { getTranslations } from 'next-intl/server';
import { richTags } from '@/components/sections/common/richTags';
import { termsSections } from './termsSections';
import styles from './TermsArticle.module.css';

/** The terms themselves: one labelled section per h2, bodies as rich text. */
export async function TermsArticle() {
  const t = await getTranslations('TermsPage');
  return (
    <article className={styles.article}>
      {termsSections.map(({ key, id }) => (
        <section key={key} id={id} aria-labelledby={`${id}-title`} className={styles.section}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t(`sections.${key}.title`)}
          </h2>
          {t.rich(`sections.${key}.body`, richTags)}
        </section>
      ))}
    </article>
  );
}
