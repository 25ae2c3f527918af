import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { rowsOf, TeamTable } from '@/components/team/TeamTable';
import { PasskeyCeremony } from '@/components/team/PasskeyCeremony';
import { ConfirmIdentity } from '@/components/team/ConfirmIdentity';
import { StatusMessage } from '@/components/team/StatusMessage';
import { ceremonyLabels } from '@/components/team/ceremonyLabels';
import { ActionForm } from '@/components/team/ActionForm';
import { teamTime } from '@/lib/team/time';
import { pageData, team } from '@/lib/team/access';
import { LanguageSelect } from '@/components/team/LanguageSelect';
import { signOut } from '@/components/team/signOut';
import { removePasskey, setAvailability, setEmailLanguage } from './actions';
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
        rowTestId="passkey"
        columns={(['name', 'created', 'lastUsed'] as const).map((column) => t(`passkeys.${column}`))}
        actions={t('members.actions')}
        rows={rowsOf(passkeys, (passkey) => [
          passkey.name,
          when(passkey.createdAt),
          when(passkey.lastUsedAt),
          <ActionForm
            key="remove"
            action={removePasskey}
            fields={{ locale, passkey: passkey.id }}
            button={t('passkeys.remove', { name: passkey.name })}
            layout="inline"
          />,
        ])}
      />

      <h2>{t('passkeys.addHeading')}</h2>
      <p>{t('passkeys.addIntro')}</p>
      <PasskeyCeremony mode="add" locale={locale} labels={await ceremonyLabels(locale, 'add')} />

      <h2>{t('availability.heading')}</h2>
      <p data-testid="availability" data-away={away}>
        {t(away ? 'availability.away' : 'availability.available')}
      </p>
      <ActionForm
        action={setAvailability}
        fields={{ locale, away: away ? 'off' : 'on' }}
        button={t(away ? 'availability.markBack' : 'availability.markAway')}
        layout="form"
      />

      <h2>{t('emailLanguage.heading')}</h2>
      <ActionForm
        action={setEmailLanguage}
        fields={{ locale }}
        button={t('emailLanguage.save')}
        layout="form"
      >
        <LanguageSelect id="email-language" label={t('emailLanguage.label')} defaultValue={emailLanguage} />
      </ActionForm>

      <h2>{t('passkeys.sessionsHeading')}</h2>
      <p>{t('passkeys.sessionsIntro')}</p>
      <ActionForm
        action={signOut}
        fields={{ locale, everywhere: 'on' }}
        button={t('passkeys.signOutEverywhere')}
        layout="form"
      />
    </TeamShell>
  );
}
