// The team's side: members, passkeys, sessions and the audit log.
import type { ServerEnv } from '../env';
import type { SqlRunner } from '../db/runner';
import type { NotificationText, TeamSettings } from '../settings';
import { inboxAccess, type InboxContext } from '../inbox/access';
import { teamAccess, type TeamAccess } from './access';
import { teamEmailSender } from '../mail/teamEmail';
import { relyingParty } from './passkeys';

export { isTeamRefusal, TeamRefusal, type Caller, type TeamAccess } from './access';
export type { InboxAccess } from '../inbox/access';
export { dayStart } from '../inbox/days';
export type { LeadDetail, LeadDelivery, LeadNote } from '../inbox/lead';
export { PAGE_SIZE, type Cursor, type DueCursor, type LeadFilters, type LeadListRow } from '../inbox/list';
export { LEAD_STATUSES, isLeadStatus, type LeadStatus } from '../lifecycle/work';
export { keptShare, type Figures, type WeekFigures } from '../inbox/figures';
export type { AuditCursor, AuditRecord } from './audit';
export { INVITE_COOKIE, INVITE_COOKIE_SECONDS, SESSION_COOKIE } from './cookies';
export type { Invitation } from './invitations';
export type { Member } from './members';
export type { Passkey } from './passkeys';
export { ROLES, type Role } from './policy';
export { filtersOf, teamRoutes } from './routes';
export type { TeamPage, TeamPagePath } from './pages';
export { teamForms, type TeamFormAnswer, type TeamFormName, type TeamForms } from './forms';

/** The inbox's reads and actions, on the team's access layer. */
export function openInbox(
  store: SqlRunner,
  env: ServerEnv,
  settings: TeamSettings,
  team: TeamAccess,
  release: InboxContext['release'],
  /** The notification's words by locale: the inbox's export for people uses them. */
  notification: Readonly<Record<string, NotificationText>> = {},
) {
  const send = teamEmailSender(env, settings.assignedEmail);
  return inboxAccess({
    store,
    team,
    release,
    words: (locale) => notification[locale],
    timeZone: env.LEADS_TIMEZONE,
    currency: env.LEADS_CURRENCY,
    boxes: [...(env.LEADS_NOTIFY_TO ?? []), ...(env.LEADS_ESCALATE_TO ?? [])],
    notifyOwner: (to, leadId) =>
      send(to.email, to.locale, {
        link: `${env.TEAM_ORIGIN}${settings.pagePath(to.locale, 'inbox')}/${leadId}`,
      }),
  });
}

/** The team's data-access layer on a store, for the server and the CLI alike. */
export function openTeam(store: SqlRunner, env: ServerEnv, settings: TeamSettings) {
  const invite = teamEmailSender(env, settings.inviteEmail);
  const passkeyAdded = teamEmailSender(env, settings.passkeyAddedEmail);
  return teamAccess({
    store,
    rp: relyingParty(env.TEAM_ORIGIN, settings.name),
    sendInvitation: (to, link, locale) => invite(to, locale, { link, hours: '24' }),
    tellPasskeyAdded: (to, name) =>
      passkeyAdded(to.email, to.locale, {
        name,
        link: `${env.TEAM_ORIGIN}${settings.pagePath(to.locale, 'passkeys')}`,
      }),
    joinLink: (token, locale) => `${env.TEAM_ORIGIN}${settings.pagePath(locale, 'join')}/${token}`,
  });
}
