import { getTranslations } from 'next-intl/server';
import { termsSections } from './termsSections';
import styles from './TermsToc.module.css';

/** In-page table of contents; its anchor links scroll to each h2. */
export async function TermsToc() {
  const t = await getTranslations('TermsPage');
  return (
    <nav aria-labelledby="terms-toc-title" className={styles.toc}>
      <p id="terms-toc-title" className={styles.title}>
        {t('toc')}
      </p>
      <ol className={styles.list}>
        {termsSections.map(({ key, id }) => (
          <li key={key}>
            <a href={`#${id}`} className={styles.link}>
              {t(`sections.${key}.title`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
