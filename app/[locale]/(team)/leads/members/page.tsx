import { INVITE_COOKIE, ROLES } from '@polyfence/forms-host';
import { cookies } from 'next/headers';
import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { TeamTable } from '@/components/team/TeamTable';
import { ConfirmIdentity } from '@/components/team/ConfirmIdentity';
import { StatusMessage } from '@/components/team/StatusMessage';
import styles from '@/components/team/team.module.css';
import { ActionForm } from '@/components/team/ActionForm';
import { LanguageSelect } from '@/components/team/LanguageSelect';
import { teamTime } from '@/lib/team/time';
import { pageData, team } from '@/lib/team/access';
import { changeRole, inviteMember, removeMember, revokeInvitation } from './actions';
import { named, TeamSelect } from '@/components/team/TeamSelect';
import { teamRequest } from '@/lib/team/request';

type Props = TeamPageProps;

export const generateMetadata = teamMetadata('members');

const DONE = {
  invited: 'invited',
  'invited-emailed': 'invitedEmailed',
  'passkey-link-emailed': 'passkeyLinkEmailed',
  role: 'role',
  removed: 'removed',
  revoked: 'revoked',
} as const;
const ERRORS = {
  invite: 'invite',
  'passkey-link': 'passkeyLink',
  role: 'role',
  'last-owner': 'lastOwner',
  'not-found': 'notFound',
} as const;

/** Owners: the team, its joining links, and inviting. Members get 403. */
export default async function MembersPage({ params, searchParams }: Props) {
  const { locale, caller, t } = await teamRequest(params);
  const { members, invitations } = await pageData(locale, team().members(caller));
  const justMade = await team().newInvitation(caller, (await cookies()).get(INVITE_COOKIE)?.value);
  // Inviting, a role and a removal outlast the session: they need a recent passkey proof.
  const confirmedUntil = team().confirmedUntil(caller);
  const roles = named(ROLES, (role) => t(`roles.${role}`));
  const when = teamTime(locale);

  const query = await searchParams;
  const done = DONE[query.done as keyof typeof DONE];
  const error = ERRORS[query.error as keyof typeof ERRORS];
  return (
    <TeamShell locale={locale} caller={caller} page="members" title={t('members.title')}>
      <StatusMessage
        done={
          (query.done === 'confirmed' && confirmedUntil && t('confirm.done')) ||
          (done && t(`members.done.${done}`))
        }
        error={(query.error === 'confirm' && t('confirm.needed')) || (error && t(`members.error.${error}`))}
      />
      <ConfirmIdentity
        locale={locale}
        page="members"
        until={confirmedUntil && when(confirmedUntil.toISOString())}
        intro={t('confirm.intro')}
      />
      {justMade && (
        <div className={styles.notice}>
          <label htmlFor="new-link">{t('members.newLink', { email: justMade.email })}</label>
          <input
            id="new-link"
            className={styles.link}
            readOnly
            value={justMade.link}
            data-testid="joining-link"
          />
        </div>
      )}

      <h2>{t('members.listHeading')}</h2>
      <TeamTable
        rowTestId="member"
        columns={[t('members.email'), t('members.role'), t('members.joined'), t('members.actions')]}
        rows={members.map((member) => ({
          key: member.id,
          data: {
            'data-email': member.email,
            'data-role': member.role,
            'data-away': member.away,
          },
          cells: [
            <>
              {member.email}
              {member.id === caller.member.id && ` (${t('members.you')})`}
              {member.away && <span className={styles.badge}>{t('members.away')}</span>}
            </>,
            t(`roles.${member.role}`),
            when(member.createdAt),
            <>
              <ActionForm
                action={changeRole}
                fields={{ locale, member: member.id }}
                button={t('members.changeRole')}
                layout="inline"
              >
                <select
                  name="role"
                  defaultValue={member.role}
                  aria-label={t('members.roleFor', { email: member.email })}
                >
                  {roles.map(([role, words]) => (
                    <option key={role} value={role}>
                      {words}
                    </option>
                  ))}
                </select>
              </ActionForm>
              <details>
                <summary>{t('members.remove')}</summary>
                <ActionForm
                  action={removeMember}
                  fields={{ locale, member: member.id }}
                  button={t('members.removeButton', { email: member.email })}
                  layout="form"
                >
                  <p>{t('members.removeConfirm', { email: member.email })}</p>
                </ActionForm>
              </details>
            </>,
          ],
        }))}
      />

      <h2>{t('members.inviteHeading')}</h2>
      <p>{t('members.inviteIntro')}</p>
      <ActionForm
        action={inviteMember}
        fields={{ locale }}
        button={t('members.inviteButton')}
        primary
        layout="form"
      >
        <div className={styles.field}>
          <label htmlFor="invite-email">{t('members.emailLabel')}</label>
          <input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" />
        </div>
        <div className={styles.field}>
          <TeamSelect
            id="invite-role"
            name="role"
            label={t('members.roleLabel')}
            defaultValue="member"
            options={roles}
          />
        </div>
        <div className={styles.field}>
          <LanguageSelect id="invite-language" label={t('members.languageLabel')} defaultValue={locale} />
        </div>
      </ActionForm>

      <h2>{t('members.pendingHeading')}</h2>
      {invitations.length === 0 ? (
        <p>{t('members.pendingEmpty')}</p>
      ) : (
        <ul>
          {invitations.map((invitation) => (
            <li key={invitation.tokenHash}>
              {invitation.email} ({t(`roles.${invitation.role}`)}) —{' '}
              {t('members.expires', { time: when(invitation.expiresAt) })}{' '}
              <ActionForm
                action={revokeInvitation}
                fields={{ locale, invitation: invitation.tokenHash }}
                button={t('members.revoke', { email: invitation.email })}
                layout="inline"
              />
            </li>
          ))}
        </ul>
      )}
    </TeamShell>
  );
}
