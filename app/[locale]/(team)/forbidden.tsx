import { getTranslations } from 'next-intl/server';
import styles from '@/components/team/team.module.css';

export default async function Forbidden() {
  const t = await getTranslations('Team.forbidden');
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
    </main>
  );
}
