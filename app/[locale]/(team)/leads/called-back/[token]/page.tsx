import { getTranslations } from 'next-intl/server';
import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import styles from '@/components/team/team.module.css';
import { inbox, localeOf } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';

type Props = TeamPageProps<{ token: string }>;

export const generateMetadata = teamMetadata('calledBack');

/**
 * A team email's one-click "called back" link: opening it changes nothing (mail scanners open
 * links); its button posts the signed token, which marks the lead contacted. No session needed.
 */
export default async function CalledBackPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { token } = await params;
  const { done, error } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Team.calledBack' });
  const link = error ? null : await inbox().calledBackLink(token);
  const leadPage = link && `${teamPagePath(locale, 'inbox')}/${link.leadId}`;
  return (
    <TeamShell locale={locale} title={t('title')}>
      {!link ? (
        <p className={styles.error} role="alert">
          {t('invalid')}
        </p>
      ) : done === 'marked' ? (
        <p className={styles.notice} role="status">
          {t('done')}
        </p>
      ) : link.status !== 'new' ? (
        <p className={styles.notice} role="status">
          {t('already')}
        </p>
      ) : (
        <form method="post" action="/team/called-back" className={styles.form}>
          <p>{t('intro', { email: link.recipient })}</p>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={styles.primary}>
            {t('confirm')}
          </button>
        </form>
      )}
      {leadPage && (
        <p>
          <a href={leadPage}>{t('openLead')}</a>
        </p>
      )}
    </TeamShell>
  );
}
