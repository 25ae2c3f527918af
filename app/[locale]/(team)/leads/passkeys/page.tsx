import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasskeyCeremony } from '@/components/team/PasskeyCeremony';
import { StatusMessage } from '@/components/team/StatusMessage';
import { TeamHeader } from '@/components/team/TeamHeader';
import { ceremonyLabels } from '@/components/team/ceremonyLabels';
import styles from '@/components/team/team.module.css';
import { teamTime } from '@/lib/team/time';
import { localeOf, pageData, signedIn, team } from '@/lib/team/access';
import { routing } from '@/i18n/routing';
import { setAvailability, setEmailLanguage } from './actions';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Team.metaTitle' });
  return { title: t('passkeys') };
}

/** A member's own passkeys and sessions. */
export default async function PasskeysPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const caller = await signedIn(locale);
  const passkeys = await pageData(locale, team().passkeys(caller));
  const away = await pageData(locale, team().away(caller));
  const emailLanguage = await pageData(locale, team().emailLanguage(caller));
  const t = await getTranslations({ locale, namespace: 'Team' });
  const time = teamTime(locale);
  const when = (iso: string | null) => (iso ? time(iso) : t('passkeys.never'));
  const query = await searchParams;
  const done = query.done === 'added' || query.done === 'removed' ? query.done : undefined;
  const availability = query.done === 'away' || query.done === 'available' ? query.done : undefined;
  return (
    <>
      <TeamHeader locale={locale} member={caller.member} current="passkeys" />
      <main id="main" tabIndex={-1} className={styles.page}>
        <h1>{t('passkeys.title')}</h1>
        <StatusMessage
          done={
            (done && t(`passkeys.done.${done}`)) ||
            (availability && t(`availability.done.${availability}`)) ||
            (query.done === 'language' ? t('emailLanguage.done') : undefined)
          }
          error={query.error === 'last-passkey' ? t('passkeys.error.lastPasskey') : undefined}
        />
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('passkeys.name')}</th>
              <th scope="col">{t('passkeys.created')}</th>
              <th scope="col">{t('passkeys.lastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('members.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((passkey) => (
              <tr key={passkey.id} data-testid="passkey">
                <td>{passkey.name}</td>
                <td>{when(passkey.createdAt)}</td>
                <td>{when(passkey.lastUsedAt)}</td>
                <td>
                  <form method="post" action="/team/passkeys/remove" className={styles.inline}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="passkey" value={passkey.id} />
                    <button type="submit" className={styles.secondary}>
                      {t('passkeys.remove', { name: passkey.name })}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>{t('passkeys.addHeading')}</h2>
        <p>{t('passkeys.addIntro')}</p>
        <PasskeyCeremony mode="add" locale={locale} labels={await ceremonyLabels(locale, 'add')} />

        <h2>{t('availability.heading')}</h2>
        <p data-testid="availability" data-away={away}>
          {t(away ? 'availability.away' : 'availability.available')}
        </p>
        <form action={setAvailability} className={styles.form}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="away" value={away ? 'off' : 'on'} />
          <button type="submit" className={styles.secondary}>
            {t(away ? 'availability.markBack' : 'availability.markAway')}
          </button>
        </form>

        <h2>{t('emailLanguage.heading')}</h2>
        <form action={setEmailLanguage} className={styles.form}>
          <input type="hidden" name="locale" value={locale} />
          <label htmlFor="email-language">{t('emailLanguage.label')}</label>
          <select id="email-language" name="language" defaultValue={emailLanguage}>
            {routing.locales.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.secondary}>
            {t('emailLanguage.save')}
          </button>
        </form>

        <h2>{t('passkeys.sessionsHeading')}</h2>
        <p>{t('passkeys.sessionsIntro')}</p>
        <form method="post" action="/team/sign-out" className={styles.form}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="everywhere" value="on" />
          <button type="submit" className={styles.secondary}>
            {t('passkeys.signOutEverywhere')}
          </button>
        </form>
      </main>
    </>
  );
}
