import { getTranslations } from 'next-intl/server';
import styles from '@/components/team/team.module.css';

export default async function LeadNotFound() {
  const t = await getTranslations('Team');
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <p role="alert">{t('inbox.notFound')}</p>
      <p>
        <a href=".">{t('lead.back')}</a>
      </p>
    </main>
  );
}
