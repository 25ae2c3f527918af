import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './NotFoundContent.module.css';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <section className={`container ${styles.section}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className={styles.description}>{t('description')}</p>
      <Link className={styles.home} href="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
