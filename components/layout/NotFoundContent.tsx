import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './NotFoundContent.module.css';

const SUGGESTIONS = [
  ['/signup', 'signup'],
  ['/geoacademy', 'geoacademy'],
  ['/contact', 'contact'],
] as const;

/** The translated 404: its h1, a way home and a few likely destinations. */
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <section aria-labelledby="not-found-title" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('description')}</p>
      <Link href="/" className={styles.home}>
        {t('backHome')}
      </Link>
      <h2 className={styles.subtitle}>{t('suggestions')}</h2>
      <ul className={styles.links}>
        {SUGGESTIONS.map(([href, name]) => (
          <li key={href}>
            <Link href={href}>{t(name)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
