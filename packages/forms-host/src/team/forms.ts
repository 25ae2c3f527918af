import type { InboxAccess } from '../inbox/access';
import { isSingleAddress } from '../mail/address';
import { isTeamRefusal, type Caller, type TeamAccess } from './access';
import { isRole } from './policy';
import type { TeamPage } from './pages';

/** The team pages' forms that change something, by name: each is a server action of the site. */
export const TEAM_FORMS = [
  'members/invite',
  'members/role',
  'members/remove',
  'invitations/revoke',
  'passkeys/remove',
  'leads/erase',
  'sign-out',
] as const;
export type TeamFormName = (typeof TEAM_FORMS)[number];

/** A form's outcome: the page it goes back to, what happened (its query), what the browser keeps. */
export interface TeamFormAnswer {
  page: TeamPage;
  query: string;
  /** A joining link just made, shown once on this browser's members page (a short-lived cookie). */
  invitation?: string;
  /** The session ended: the browser's session cookie goes, and a joining link it held. */
  signedOut?: boolean;
}

/** A form field as typed: trimmed, bounded, or empty. */
export const fieldText = (value: unknown, max = 200): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

type Fields = Readonly<Record<string, unknown>>;

/**
 * What the team pages' forms do, once the site has checked the request's origin and session:
 * the access layer checks the caller's role next to the data and throws a refusal otherwise.
 * Without a recent passkey proof, the members' and passkeys' forms go back to their page to ask one.
 */
export function teamForms(team: TeamAccess, inbox: InboxAccess, locales: readonly string[]) {
  async function answer(
    caller: Caller,
    name: TeamFormName,
    fields: Fields,
    locale: string,
  ): Promise<TeamFormAnswer> {
    const members = (query: string): TeamFormAnswer => ({ page: 'members', query });
    switch (name) {
      case 'sign-out':
        await team.signOut(caller, fields.everywhere === 'on');
        return { page: 'sign-in', query: 'signed-out=1', signedOut: true };
      case 'passkeys/remove': {
        const removed = await team.removePasskey(caller, fieldText(fields.passkey));
        return { page: 'passkeys', query: removed ? 'done=removed' : 'error=last-passkey' };
      }
      case 'members/invite': {
        const role = fieldText(fields.role);
        const email = fieldText(fields.email, 254);
        if (!isRole(role) || !isSingleAddress(email)) return members('error=invite');
        const language = fieldText(fields.language);
        const { token, member, emailed } = await team.invite(
          caller,
          email,
          role,
          locales.includes(language) ? language : locale,
        );
        // A link to a member's own account goes to their inbox only: none for this browser.
        if (member) return members(emailed ? 'done=passkey-link-emailed' : 'error=passkey-link');
        return { ...members(emailed ? 'done=invited-emailed' : 'done=invited'), invitation: token };
      }
      case 'members/role': {
        const role = fieldText(fields.role);
        if (!isRole(role)) return members('error=role');
        const outcome = await team.changeRole(caller, fieldText(fields.member), role);
        return members(outcome === 'changed' ? 'done=role' : `error=${outcome}`);
      }
      case 'members/remove': {
        const outcome = await team.removeMember(caller, fieldText(fields.member));
        return members(outcome === 'changed' ? 'done=removed' : `error=${outcome}`);
      }
      case 'invitations/revoke':
        await team.revokeInvitation(caller, fieldText(fields.invitation));
        return members('done=revoked');
      case 'leads/erase': {
        const erased = await inbox.erase(caller, fieldText(fields.lead));
        return { page: 'inbox', query: erased ? 'done=erased' : 'error=not-found' };
      }
    }
  }

  return async function submit(
    caller: Caller,
    name: TeamFormName,
    fields: Fields,
    locale: string,
  ): Promise<TeamFormAnswer> {
    try {
      return await answer(caller, name, fields, locale);
    } catch (error) {
      if (isTeamRefusal(error) && error.reason === 'confirm') {
        if (name.startsWith('members/')) return { page: 'members', query: 'error=confirm' };
        if (name === 'passkeys/remove') return { page: 'passkeys', query: 'error=confirm' };
      }
      throw error;
    }
  };
}
export type TeamForms = ReturnType<typeof teamForms>;
