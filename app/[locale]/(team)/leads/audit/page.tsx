import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { TeamHeader } from '@/components/team/TeamHeader';
import styles from '@/components/team/team.module.css';
import { formsHost } from '@/lib/formsHost';
import { localeOf, pageData, signedIn, team, teamTimeZone } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Team.metaTitle' });
  return { title: t('audit') };
}

/** Owners: who did what, newest first, a hundred at a time. Members get 403. */
export default async function AuditPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const caller = await signedIn(locale);
  const { before } = await searchParams;
  const entries = await pageData(locale, team().auditLog(caller, before));
  const t = await getTranslations({ locale, namespace: 'Team' });
  const format = await getFormatter({ locale });
  const timeZone = teamTimeZone();
  const last = entries.at(-1);
  return (
    <>
      <TeamHeader locale={locale} member={caller.member} current="audit" />
      <main id="main" tabIndex={-1} className={styles.page}>
        <h1>{t('audit.title')}</h1>
        <p>{t('audit.intro', { days: formsHost.env().LEADS_RETENTION_DAYS })}</p>
        {entries.length === 0 ? (
          <p>{t('audit.empty')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.detail')}</th>
                <th scope="col">{t('audit.client')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
                  <td>
                    <time dateTime={entry.at}>
                      {format.dateTime(new Date(entry.at), {
                        dateStyle: 'medium',
                        timeStyle: 'medium',
                        timeZone,
                      })}
                    </time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{t(`audit.actions.${entry.action}`)}</td>
                  <td>{entry.target}</td>
                  <td>{entry.detail}</td>
                  <td>
                    <code>{entry.client_hash.slice(0, 12)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {last && entries.length >= 100 && (
          <p>
            <a href={`${teamPagePath(locale, 'audit')}?before=${encodeURIComponent(last.at)}`}>
              {t('audit.older')}
            </a>
          </p>
        )}
      </main>
    </>
  );
}
