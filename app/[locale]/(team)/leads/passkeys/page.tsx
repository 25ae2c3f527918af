import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { TeamTable } from '@/components/team/TeamTable';
import { PasskeyCeremony } from '@/components/team/PasskeyCeremony';
import { ConfirmIdentity } from '@/components/team/ConfirmIdentity';
import { StatusMessage } from '@/components/team/StatusMessage';
import { ceremonyLabels } from '@/components/team/ceremonyLabels';
import styles from '@/components/team/team.module.css';
import { teamTime } from '@/lib/team/time';
import { pageData, team } from '@/lib/team/access';
import { routing } from '@/i18n/routing';
import { signOut } from '@/components/team/signOut';
import { removePasskey, setAvailability, setEmailLanguage } from './actions';
import { named, TeamSelect } from '@/components/team/TeamSelect';
import { teamRequest } from '@/lib/team/request';

type Props = TeamPageProps;

export const generateMetadata = teamMetadata('passkeys');

/** A member's own passkeys and sessions. */
export default async function PasskeysPage({ params, searchParams }: Props) {
  const { locale, caller, t } = await teamRequest(params);
  const passkeys = await pageData(locale, team().passkeys(caller));
  const away = await pageData(locale, team().away(caller));
  const emailLanguage = await pageData(locale, team().emailLanguage(caller));
  const time = teamTime(locale);
  const when = (iso: string | null) => (iso ? time(iso) : t('passkeys.never'));
  const query = await searchParams;
  const done = query.done === 'added' || query.done === 'removed' ? query.done : undefined;
  // Removing a passkey could lock its member out: a recent passkey proof is asked first.
  const confirmedUntil = team().confirmedUntil(caller);
  const availability = query.done === 'away' || query.done === 'available' ? query.done : undefined;
  return (
    <TeamShell locale={locale} caller={caller} page="passkeys" title={t('passkeys.title')}>
      <StatusMessage
        done={
          (done && t(`passkeys.done.${done}`)) ||
          (availability && t(`availability.done.${availability}`)) ||
          (query.done === 'language' ? t('emailLanguage.done') : undefined) ||
          (query.done === 'confirmed' && confirmedUntil ? t('confirm.passkeysDone') : undefined)
        }
        error={
          (query.error === 'last-passkey' && t('passkeys.error.lastPasskey')) ||
          (query.error === 'confirm' ? t('confirm.needed') : undefined)
        }
      />
      <ConfirmIdentity
        locale={locale}
        page="passkeys"
        until={confirmedUntil && time(confirmedUntil.toISOString())}
        intro={t('confirm.passkeysIntro')}
      />
      <TeamTable
        columns={[
          t('passkeys.name'),
          t('passkeys.created'),
          t('passkeys.lastUsed'),
          { label: t('members.actions'), hidden: true },
        ]}
        rows={passkeys.map((passkey) => ({
          key: passkey.id,
          data: { 'data-testid': 'passkey' },
          cells: [
            passkey.name,
            when(passkey.createdAt),
            when(passkey.lastUsedAt),
            <form key="remove" action={removePasskey} className={styles.inline}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="passkey" value={passkey.id} />
              <button type="submit" className={styles.secondary}>
                {t('passkeys.remove', { name: passkey.name })}
              </button>
            </form>,
          ],
        }))}
      />

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
        <TeamSelect
          id="email-language"
          name="language"
          label={t('emailLanguage.label')}
          defaultValue={emailLanguage}
          options={named(routing.locales, (language) => t(`languages.${language}`))}
        />
        <button type="submit" className={styles.secondary}>
          {t('emailLanguage.save')}
        </button>
      </form>

      <h2>{t('passkeys.sessionsHeading')}</h2>
      <p>{t('passkeys.sessionsIntro')}</p>
      <form action={signOut} className={styles.form}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="everywhere" value="on" />
        <button type="submit" className={styles.secondary}>
          {t('passkeys.signOutEverywhere')}
        </button>
      </form>
    </TeamShell>
  );
}
