import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusMessage } from '@/components/team/StatusMessage';
import { TeamHeader } from '@/components/team/TeamHeader';
import styles from '@/components/team/team.module.css';
import { teamTime } from '@/lib/team/time';
import { inbox, localeOf, signedIn } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';
import { spamReasonKey } from '@/lib/team/spamReason';
import { releaseSubscriber } from './actions';

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
  const { after, done } = await searchParams;
  const [receivedAt, id] = (after ?? '').split('~');
  const cursor = receivedAt && id && !Number.isNaN(Date.parse(receivedAt)) ? { receivedAt, id } : undefined;
  const { rows, next } = await inbox().subscribers(caller, cursor);
  const held = (await inbox().subscribers(caller, undefined, { spam: true })).rows;
  const t = await getTranslations({ locale, namespace: 'Team' });
  const when = teamTime(locale);
  const base = teamPagePath(locale, 'subscribers');

  return (
    <>
      <TeamHeader locale={locale} member={caller.member} current="subscribers" />
      <main id="main" tabIndex={-1} className={styles.page}>
        <h1>{t('subscribers.title')}</h1>
        <p>{t('subscribers.intro')}</p>
        <StatusMessage done={done === 'released' ? t('spam.released') : undefined} />
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
                    <time dateTime={subscriber.subscribedAt}>{when(subscriber.subscribedAt)}</time>
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
        {held.length > 0 && (
          <section aria-labelledby="held-heading">
            <h2 id="held-heading">{t('spam.heldSignUps')}</h2>
            <p>{t('spam.heldSignUpsIntro')}</p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('subscribers.email')}</th>
                  <th scope="col">{t('subscribers.subscribed')}</th>
                  <th scope="col">{t('spam.reasonsColumn')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {held.map((signUp) => (
                  <tr key={signUp.id} data-testid="held-subscriber">
                    <td>{signUp.email}</td>
                    <td>
                      <time dateTime={signUp.subscribedAt}>{when(signUp.subscribedAt)}</time>
                    </td>
                    <td>
                      <ul className={styles.reasons}>
                        {signUp.spamReasons.map((reason) => (
                          <li key={reason}>{t(`spam.reasons.${spamReasonKey(reason)}`)}</li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      <form action={releaseSubscriber}>
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="subscriber" value={signUp.id} />
                        <button type="submit" className={styles.secondary}>
                          {t('spam.notSpam')}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
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
