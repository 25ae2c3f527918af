import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { rowsOf, TeamTable } from '@/components/team/TeamTable';
import { StatusMessage } from '@/components/team/StatusMessage';
import styles from '@/components/team/team.module.css';
import { ActionForm } from '@/components/team/ActionForm';
import { teamTime } from '@/lib/team/time';
import { inbox } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';
import { spamReasonKey } from '@/lib/team/spamReason';
import { releaseSubscriber } from './actions';
import { teamRequest } from '@/lib/team/request';

type Props = TeamPageProps;

export const generateMetadata = teamMetadata('subscribers');

/** The newsletter's subscribers, newest first, 50 a page: a list apart from the leads. */
export default async function SubscribersPage({ params, searchParams }: Props) {
  const { locale, caller, t } = await teamRequest(params);
  const { after, done } = await searchParams;
  const [receivedAt, id] = (after ?? '').split('~');
  const cursor = receivedAt && id && !Number.isNaN(Date.parse(receivedAt)) ? { receivedAt, id } : undefined;
  const { rows, next } = await inbox().subscribers(caller, cursor);
  const held = (await inbox().subscribers(caller, undefined, { spam: true })).rows;
  const when = teamTime(locale);
  const at = (iso: string) => (
    <time key="at" dateTime={iso}>
      {when(iso)}
    </time>
  );
  const base = teamPagePath(locale, 'subscribers');

  return (
    <TeamShell locale={locale} caller={caller} page="subscribers" title={t('subscribers.title')}>
      <p>{t('subscribers.intro')}</p>
      <StatusMessage done={done === 'released' ? t('spam.released') : undefined} />
      <p role="status">{t('subscribers.count', { count: rows.length })}</p>
      {rows.length > 0 && (
        <TeamTable
          rowTestId="subscriber"
          columns={(['email', 'subscribed', 'language', 'source'] as const).map((c) => t(`subscribers.${c}`))}
          rows={rowsOf(rows, (subscriber) => [
            subscriber.email,
            at(subscriber.subscribedAt),
            subscriber.locale === 'fr' || subscriber.locale === 'en-US'
              ? t(`languages.${subscriber.locale}`)
              : '',
            subscriber.signupSource,
          ])}
        />
      )}
      {held.length > 0 && (
        <section aria-labelledby="held-heading">
          <h2 id="held-heading">{t('spam.heldSignUps')}</h2>
          <p>{t('spam.heldSignUpsIntro')}</p>
          <TeamTable
            rowTestId="held-subscriber"
            columns={[t('subscribers.email'), t('subscribers.subscribed'), t('spam.reasonsColumn')]}
            actions={t('members.actions')}
            rows={rowsOf(held, (signUp) => [
              signUp.email,
              at(signUp.subscribedAt),
              <ul key="reasons" className={styles.reasons}>
                {signUp.spamReasons.map((reason) => (
                  <li key={reason}>{t(`spam.reasons.${spamReasonKey(reason)}`)}</li>
                ))}
              </ul>,
              <ActionForm
                key="release"
                action={releaseSubscriber}
                fields={{ locale, subscriber: signUp.id }}
                button={t('spam.notSpam')}
              />,
            ])}
          />
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
    </TeamShell>
  );
}
