import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { emailKey } from '../leads/emailKey';
import { logger, logRequestFailure } from '../log';
import {
  audit,
  auditPage,
  auditStatement,
  countedAuditStatement,
  type AuditAction,
  type AuditCursor,
} from './audit';
import {
  createInvitation,
  openInvitation,
  pendingInvitations,
  revokeInvitation,
  type Invitation,
} from './invitations';
import {
  findMember,
  listMembers,
  removeMember,
  setRole,
  teamLock,
  type Member,
  type MemberChange,
} from './members';
import {
  authenticationOptions,
  insertPasskey,
  memberPasskeys,
  registrationOptions,
  removePasskeyStatement,
  verifyAuthentication,
  verifyRegistration,
  type RelyingParty,
} from './passkeys';
import { CONFIRMED_MS, type Role } from './policy';
import { confirmSessionStatement, endSession, endSessions, sessionMember, startSession } from './sessions';
import { newId, secretHash } from './tokens';

/** A refused team request: 401 signed out, 403 not allowed; the route answers with it. */
export class TeamRefusal extends Error {
  override readonly name = 'TeamRefusal';

  constructor(
    readonly status: 401 | 403,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * A refusal by the name it carries, not by its class: the server's bundles may each hold
 * a copy of this module, and the host on the process is built by one of them.
 */
export const isTeamRefusal = (error: unknown): error is TeamRefusal =>
  error instanceof Error && error.name === 'TeamRefusal' && 'status' in error;

const SIGNED_IN = Symbol('signed in');

// Every caller a session lookup made: the brand is a type, this is the check at run time.
const issued = new WeakSet<object>();

/** The caller, if a session lookup of this process made it; else a 401. */
export function vouched(caller: Caller): Caller {
  if (!issued.has(caller)) throw new TeamRefusal(401, 'signed-out');
  return caller;
}

/**
 * A member whose session the store just vouched for: only `caller()` makes one, so every
 * read and action below starts from a checked session, never from a value a request sent.
 */
export interface Caller {
  readonly [SIGNED_IN]: true;
  readonly member: Member;
  readonly sessionId: string;
  /** The client's hashed address, for the audit log. */
  readonly clientHash: string;
  /** When the member last proved who they are with a passkey in this session (ISO 8601), or null. */
  readonly verifiedAt: string | null;
}

export interface TeamContext {
  store: SqlRunner;
  rp: RelyingParty;
  /** Sends a joining link by email when SMTP is set; false when it is not. */
  sendInvitation: (to: string, link: string, locale: string) => Promise<boolean>;
  /** The joining page's URL for a token, in a locale. */
  joinLink: (token: string, locale: string) => string;
  /** Tells a member by email that a passkey named `name` was added to their account. */
  tellPasskeyAdded: (to: { email: string; locale: string }, name: string) => Promise<boolean>;
  now?: () => Date;
}

export interface NewSession {
  id: string;
  expiresAt: Date;
  member: Member;
}

/**
 * The team's data-access layer: every page, route and command of the team's side reads and
 * writes through it, and each function checks the caller's role itself, next to the data.
 */
export function teamAccess(context: TeamContext) {
  const { store, rp } = context;
  const now = context.now ?? (() => new Date());

  const refuse = async (caller: Caller, what: string): Promise<never> => {
    await store.batch([
      countedAuditStatement(
        { actor: caller.member.email, action: 'refused', target: what, clientHash: caller.clientHash },
        now(),
      ),
    ]);
    logger.warn({ refused: what, memberRole: caller.member.role }, 'team: refused an owners-only request');
    throw new TeamRefusal(403, 'forbidden');
  };
  const ownerOnly = async (caller: Caller, what: string) => {
    if (vouched(caller).member.role !== 'owner') await refuse(caller, what);
  };
  /** Until when the caller's last passkey proof lets them change what outlasts a session, or null. */
  const confirmedUntil = (caller: Caller): Date | null => {
    const until = caller.verifiedAt ? Date.parse(caller.verifiedAt) + CONFIRMED_MS : NaN;
    return until > now().getTime() ? new Date(until) : null;
  };
  /** A stolen cookie alone cannot add a way in: a fresh passkey proof is asked first (403 `confirm`). */
  const confirmedOnly = (caller: Caller) => {
    if (!confirmedUntil(vouched(caller))) throw new TeamRefusal(403, 'confirm');
  };
  const record = (caller: Caller, action: AuditAction, target = '', detail = '') =>
    audit(
      store,
      { actor: caller.member.email, action, target, detail, clientHash: caller.clientHash },
      now(),
    );

  return {
    /** The member of a session id, or null: signed out, idle past 30 minutes, older than 12 hours, removed. */
    async caller(sessionId: string | undefined, clientHash: string): Promise<Caller | null> {
      if (!sessionId || sessionId.length > 100) return null;
      try {
        const session = await sessionMember(store, sessionId, now());
        if (!session) return null;
        const caller: Caller = {
          [SIGNED_IN]: true,
          member: session.member,
          sessionId,
          clientHash,
          verifiedAt: session.verifiedAt,
        };
        issued.add(caller);
        return caller;
      } catch (error) {
        logRequestFailure('could not read a team session', error);
        return null;
      }
    },

    // Signed out: the joining page and the sign-in ceremony.

    /** The invitation a joining link opens (its address and role), or null: used, expired or unknown. */
    invitation: (token: string): Promise<Invitation | null> => openInvitation(store, token, now()),

    async joinOptions(token: string) {
      const invitation = await openInvitation(store, token, now());
      if (!invitation) return null;
      const existing = invitation.memberId
        ? (await memberPasskeys(store, invitation.memberId)).map((p) => p.id)
        : [];
      return registrationOptions(
        store,
        rp,
        'join',
        invitation.tokenHash,
        { userHandle: invitation.userHandle, email: invitation.email, existing },
        now(),
      );
    },

    /**
     * Makes the invited person a member (or adds a passkey to the member they already are)
     * and signs them in; null when the link was used, expired, or the passkey not proven.
     */
    async join(
      token: string,
      passkeyName: string,
      response: RegistrationResponseJSON,
      clientHash: string,
      previous?: string,
    ): Promise<NewSession | null> {
      const at = now();
      const invitation = await openInvitation(store, token, at);
      if (!invitation) return null;
      const passkey = await verifyRegistration(store, rp, response, 'join', invitation.tokenHash, at);
      if (!passkey) return null;
      const key = emailKey(invitation.email);
      const spentAt = at.toISOString();
      // One transaction: the link is spent only with the member and passkey it makes, and the
      // rows are made only when this request is the one that spent it.
      const spent = `EXISTS (SELECT 1 FROM invitations WHERE token_hash = ? AND used_at = ?)`;
      const [spending] = await store.batch([
        run(
          'UPDATE invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
          [spentAt, invitation.tokenHash, spentAt],
        ),
        run(
          `INSERT INTO members (id, email, email_key, role, user_handle, created_at, locale)
           SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${spent}
           ON CONFLICT (email_key) DO NOTHING`,
          [
            newId(),
            invitation.email,
            key,
            invitation.role,
            invitation.userHandle,
            spentAt,
            invitation.locale,
            invitation.tokenHash,
            spentAt,
          ],
        ),
        insertPasskey(
          `email_key = ? AND ${spent}`,
          [key, invitation.tokenHash, spentAt],
          passkey,
          passkeyName,
          at,
        ),
      ]);
      if (spending.changes !== 1) return null;
      await audit(
        store,
        {
          actor: invitation.email,
          action: invitation.memberId ? 'passkey-added' : 'member-joined',
          target: invitation.memberId ? passkeyName : invitation.email,
          // A passkey added by a link says whose link it was.
          detail: invitation.memberId ? `invited by ${invitation.invitedBy}` : invitation.role,
          clientHash,
        },
        at,
      );
      const member = (await listMembers(store)).find((m) => emailKey(m.email) === key);
      if (!member) return null;
      if (invitation.memberId) await context.tellPasskeyAdded(member, passkeyName);
      return { ...(await startSession(store, member.id, at, previous, passkey.id)), member };
    },

    signInOptions: () => authenticationOptions(store, rp, now()),

    /** A new session for the member whose passkey signed this response, or null (audited). */
    async signIn(
      response: AuthenticationResponseJSON,
      clientHash: string,
      previous?: string,
    ): Promise<NewSession | null> {
      const at = now();
      const proof = await verifyAuthentication(store, rp, response, at);
      const member = proof ? await findMember(store, proof.memberId) : null;
      if (!member) {
        await store.batch([
          countedAuditStatement({ actor: 'unknown', action: 'sign-in-failed', clientHash }, at),
        ]);
        return null;
      }
      const session = await startSession(store, member.id, at, previous, proof!.passkeyId);
      await audit(store, { actor: member.email, action: 'sign-in', clientHash }, at);
      return { ...session, member };
    },

    // Signed in: every member.

    async signOut(caller: Caller, everywhere: boolean): Promise<void> {
      vouched(caller);
      if (everywhere) await endSessions(store, caller.member.id);
      else await endSession(store, caller.sessionId);
      await record(caller, everywhere ? 'sign-out-everywhere' : 'sign-out');
    },

    passkeys: (caller: Caller) => memberPasskeys(store, vouched(caller).member.id),

    /** Until when the caller may add or remove a passkey, invite, change a role or remove a member; null: confirm first. */
    confirmedUntil: (caller: Caller) => confirmedUntil(vouched(caller)),

    /** Options for the caller to prove who they are again, with one of their own passkeys. */
    async confirmOptions(caller: Caller) {
      vouched(caller);
      const passkeys = (await memberPasskeys(store, caller.member.id)).map((p) => p.id);
      return authenticationOptions(store, rp, now(), { session: secretHash(caller.sessionId), passkeys });
    },

    /** True when the response proves the caller with one of their passkeys: their session is confirmed. */
    async confirm(caller: Caller, response: AuthenticationResponseJSON): Promise<boolean> {
      vouched(caller);
      const at = now();
      const proof = await verifyAuthentication(store, rp, response, at, secretHash(caller.sessionId));
      if (proof?.memberId !== caller.member.id) {
        await store.batch([
          countedAuditStatement(
            { actor: caller.member.email, action: 'confirmation-failed', clientHash: caller.clientHash },
            at,
          ),
        ]);
        return false;
      }
      await store.batch([confirmSessionStatement(caller.sessionId, at)]);
      return true;
    },

    async addPasskeyOptions(caller: Caller) {
      confirmedOnly(caller);
      const existing = (await memberPasskeys(store, caller.member.id)).map((p) => p.id);
      const userHandle = await memberHandle(store, caller.member.id);
      return registrationOptions(
        store,
        rp,
        'add',
        caller.member.id,
        { userHandle, email: caller.member.email, existing },
        now(),
      );
    },

    async addPasskey(caller: Caller, name: string, response: RegistrationResponseJSON): Promise<boolean> {
      confirmedOnly(caller);
      const at = now();
      const passkey = await verifyRegistration(store, rp, response, 'add', caller.member.id, at);
      if (!passkey) return false;
      await store.batch([
        insertPasskey('id = ?', [caller.member.id], passkey, name, at),
        auditStatement(
          {
            actor: caller.member.email,
            action: 'passkey-added',
            target: name,
            clientHash: caller.clientHash,
          },
          at,
        ),
      ]);
      await context.tellPasskeyAdded(caller.member, name);
      return true;
    },

    /** False when it is the member's last passkey (or not theirs). */
    async removePasskey(caller: Caller, id: string): Promise<boolean> {
      // A stolen device could otherwise remove the member's other passkeys and lock them out.
      confirmedOnly(caller);
      const mine = (await memberPasskeys(store, caller.member.id)).find((p) => p.id === id);
      if (!mine) return false;
      const lock = teamLock(store);
      const results = await store.batch([
        ...lock,
        removePasskeyStatement(caller.member.id, id),
        // The sessions it started end with it (a stolen device's, say); the others go on.
        run(
          'DELETE FROM sessions WHERE passkey_id = ? AND member_id = ? AND NOT EXISTS (SELECT 1 FROM passkeys WHERE id = ?)',
          [id, caller.member.id, id],
        ),
      ]);
      const removed = results[lock.length] as { changes: number };
      if (removed.changes === 1) await record(caller, 'passkey-removed', mine.name);
      return removed.changes === 1;
    },

    /** Whether the caller is away: round-robin gives them no lead meanwhile. */
    async away(caller: Caller): Promise<boolean> {
      vouched(caller);
      const [row] = await store.batch([
        getRow<{ away: number | string }>('SELECT away FROM members WHERE id = ?', [caller.member.id]),
      ]);
      return Number(row?.away ?? 0) === 1;
    },

    /** Marks the caller away or back (audited); only themselves. */
    async setAway(caller: Caller, away: boolean): Promise<void> {
      vouched(caller);
      await store.batch([
        run('UPDATE members SET away = ? WHERE id = ?', [away ? 1 : 0, caller.member.id]),
        auditStatement(
          {
            actor: caller.member.email,
            action: 'member-availability-changed',
            target: caller.member.email,
            detail: away ? 'away' : 'available',
            clientHash: caller.clientHash,
          },
          now(),
        ),
      ]);
    },

    /** The language of the emails the caller gets (set at invitation). */
    async emailLanguage(caller: Caller): Promise<string> {
      vouched(caller);
      const [row] = await store.batch([
        getRow<{ locale: string }>('SELECT locale FROM members WHERE id = ?', [caller.member.id]),
      ]);
      return row?.locale ?? '';
    },

    /** Sets the language of the caller's own emails (audited); the site says which it has. */
    async setEmailLanguage(caller: Caller, locale: string): Promise<void> {
      vouched(caller);
      await store.batch([
        run('UPDATE members SET locale = ? WHERE id = ?', [locale, caller.member.id]),
        auditStatement(
          {
            actor: caller.member.email,
            action: 'member-language-changed',
            target: caller.member.email,
            detail: locale,
            clientHash: caller.clientHash,
          },
          now(),
        ),
      ]);
    },

    // Owners only.

    async members(caller: Caller) {
      await ownerOnly(caller, 'members');
      return { members: await listMembers(store), invitations: await pendingInvitations(store, now()) };
    },

    /**
     * A joining link for `email`, emailed when SMTP is set; the link is for the caller to pass on
     * too. An address that is already a member's gets a link to add a passkey to that account:
     * emailed to that address only, never given to the owner (who could sign in as them with it),
     * and not made at all when it cannot be emailed (`npm run leads -- invite` on the server).
     */
    async invite(
      caller: Caller,
      email: string,
      role: Role,
      locale: string,
    ): Promise<{ token?: string; member: boolean; emailed: boolean }> {
      await ownerOnly(caller, 'invite');
      confirmedOnly(caller);
      const member = (await listMembers(store)).find((m) => emailKey(m.email) === emailKey(email));
      const token = await createInvitation(store, {
        email,
        role,
        locale: member?.locale ?? locale,
        invitedBy: caller.member.email,
        now: now(),
      });
      const link = context.joinLink(token, member?.locale ?? locale);
      const emailed = await context.sendInvitation(email, link, member?.locale ?? locale);
      if (member && !emailed) await revokeInvitation(store, secretHash(token));
      if (!member || emailed)
        await record(caller, 'member-invited', email, member ? 'a new passkey, emailed' : role);
      return member ? { member: true, emailed } : { token, member: false, emailed };
    },

    /** The operator's `invite` command: whoever runs it holds the store already; audited as `cli`. */
    async inviteAsOperator(email: string, role: Role, locale: string) {
      const token = await createInvitation(store, { email, role, locale, invitedBy: 'cli', now: now() });
      await audit(
        store,
        { actor: 'cli', action: 'member-invited', target: email, detail: role, clientHash: '' },
        now(),
      );
      const link = context.joinLink(token, locale);
      return { link, emailed: await context.sendInvitation(email, link, locale) };
    },

    /**
     * The link an owner just made (its token in their browser's cookie), while it is unused;
     * never one for a member's account.
     */
    async newInvitation(caller: Caller, token: string | undefined) {
      await ownerOnly(caller, 'members');
      const invitation = token ? await openInvitation(store, token, now()) : null;
      if (!invitation || invitation.memberId) return null;
      return { email: invitation.email, link: context.joinLink(token!, invitation.locale) };
    },

    async revokeInvitation(caller: Caller, tokenHash: string): Promise<boolean> {
      await ownerOnly(caller, 'revoke-invitation');
      const whose = (await pendingInvitations(store, now())).find((i) => i.tokenHash === tokenHash)?.email;
      const revoked = await revokeInvitation(store, tokenHash);
      if (revoked) await record(caller, 'invitation-revoked', whose ?? '');
      return revoked;
    },

    async changeRole(caller: Caller, memberId: string, role: Role): Promise<MemberChange> {
      await ownerOnly(caller, 'change-role');
      confirmedOnly(caller);
      const target = await findMember(store, memberId);
      const outcome = await setRole(store, memberId, role);
      if (outcome === 'changed' && target) await record(caller, 'member-role-changed', target.email, role);
      return outcome;
    },

    async removeMember(caller: Caller, memberId: string): Promise<MemberChange> {
      await ownerOnly(caller, 'remove-member');
      confirmedOnly(caller);
      const target = await findMember(store, memberId);
      const outcome = await removeMember(store, memberId);
      if (outcome === 'changed' && target) await record(caller, 'member-removed', target.email);
      return outcome;
    },

    async auditLog(caller: Caller, before?: AuditCursor) {
      await ownerOnly(caller, 'audit-log');
      return auditPage(store, before);
    },

    /** For the inbox: records what a member did to a lead (by its id, never its values). */
    record,
    /** For the inbox: refuses (403, audited) a caller who is no owner. */
    requireOwner: ownerOnly,

    /** Every member's id, address and language: whom a lead can be given to (any member may ask). */
    async directory(caller: Caller) {
      vouched(caller);
      const [rows] = await store.batch([
        allRows<{ id: string; email: string; locale: string }>(
          'SELECT id, email, locale FROM members ORDER BY email',
        ),
      ]);
      return rows;
    },
  };
}

async function memberHandle(store: SqlRunner, memberId: string): Promise<string> {
  const [row] = await store.batch([
    getRow<{ user_handle: string }>('SELECT user_handle FROM members WHERE id = ?', [memberId]),
  ]);
  if (!row) throw new TeamRefusal(401, 'signed-out');
  return row.user_handle;
}

export type TeamAccess = ReturnType<typeof teamAccess>;
