import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { TeamHeader } from '@/components/team/TeamHeader';
import styles from '@/components/team/team.module.css';
import { inbox, localeOf, signedIn, teamTimeZone } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Team.metaTitle' });
  return { title: t('subscribers') };
}

/** The newsletter's subscribers, newest first, 50 a page: a list apart from the leads. */
export default async function SubscribersPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const caller = await signedIn(locale);
  const { after } = await searchParams;
  const [receivedAt, id] = (after ?? '').split('~');
  const cursor = receivedAt && id && !Number.isNaN(Date.parse(receivedAt)) ? { receivedAt, id } : undefined;
  const { rows, next } = await inbox().subscribers(caller, cursor);
  const t = await getTranslations({ locale, namespace: 'Team' });
  const format = await getFormatter({ locale });
  const timeZone = teamTimeZone();
  const base = teamPagePath(locale, 'subscribers');
  return (
    <>
      <TeamHeader locale={locale} member={caller.member} current="subscribers" />
      <main id="main" tabIndex={-1} className={styles.page}>
        <h1>{t('subscribers.title')}</h1>
        <p>{t('subscribers.intro')}</p>
        <p role="status">{t('subscribers.count', { count: rows.length })}</p>
        {rows.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('subscribers.email')}</th>
                <th scope="col">{t('subscribers.subscribed')}</th>
                <th scope="col">{t('subscribers.language')}</th>
                <th scope="col">{t('subscribers.source')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((subscriber) => (
                <tr key={subscriber.id} data-testid="subscriber">
                  <td>{subscriber.email}</td>
                  <td>
                    <time dateTime={subscriber.subscribedAt}>
                      {format.dateTime(new Date(subscriber.subscribedAt), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone,
                      })}
                    </time>
                  </td>
                  <td>
                    {subscriber.locale === 'fr' || subscriber.locale === 'en-US'
                      ? t(`languages.${subscriber.locale}`)
                      : ''}
                  </td>
                  <td>{subscriber.signupSource}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav className={styles.inline} aria-label={t('subscribers.title')}>
          {after && <a href={base}>{t('subscribers.first')}</a>}
          {next && (
            <a href={`${base}?after=${encodeURIComponent(`${next.receivedAt}~${next.id}`)}`}>
              {t('subscribers.next')}
            </a>
          )}
        </nav>
      </main>
    </>
  );
}
