import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { randomBytes } from 'node:crypto';
import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { emailKey, storedEmail } from '../leads/emailKey';
import { INVITATION_MS, type Role } from './policy';
import { secretHash, secretToken } from './tokens';

export interface Invitation {
  tokenHash: string;
  email: string;
  role: Role;
  locale: string;
  userHandle: string;
  /** The member the address already is (a new passkey for them), or null. */
  memberId: string | null;
  /** Who made the link: a member's address, or `cli`. */
  invitedBy: string;
  expiresAt: string;
}

interface InvitationRow {
  token_hash: string;
  email: string;
  role: Role;
  locale: string;
  user_handle: string;
  member_id: string | null;
  invited_by: string;
  expires_at: string;
}

export interface NewInvitation {
  email: string;
  role: Role;
  locale: string;
  /** Who made it: a member's address, or `cli`. */
  invitedBy: string;
  now: Date;
}

/**
 * A joining link's token for `email`, valid INVITATION_MS; the address's earlier unused links
 * stop working. An address that is already a member's gets a link to add a passkey (a
 * member who lost theirs), under the same user handle.
 */
export async function createInvitation(store: SqlRunner, invitation: NewInvitation): Promise<string> {
  const token = secretToken();
  const key = emailKey(invitation.email);
  const handle = isoBase64URL.fromBuffer(randomBytes(32));
  await store.batch([
    run('DELETE FROM invitations WHERE email_key = ? AND used_at IS NULL', [key]),
    run(
      `INSERT INTO invitations (token_hash, email, email_key, role, locale, user_handle, invited_by, created_at, expires_at)
       SELECT ?, ?, ?, ?, ?, COALESCE((SELECT user_handle FROM members WHERE email_key = ?), ?), ?, ?, ?`,
      [
        secretHash(token),
        storedEmail(invitation.email),
        key,
        invitation.role,
        invitation.locale,
        key,
        handle,
        invitation.invitedBy,
        invitation.now.toISOString(),
        new Date(invitation.now.getTime() + INVITATION_MS).toISOString(),
      ],
    ),
  ]);
  return token;
}

const SELECT = `SELECT i.token_hash, i.email, i.role, i.locale, i.user_handle, i.invited_by, i.expires_at, m.id AS member_id
  FROM invitations i LEFT JOIN members m ON m.email_key = i.email_key`;

const invitationOf = (row: InvitationRow): Invitation => ({
  tokenHash: row.token_hash,
  email: row.email,
  role: row.role,
  locale: row.locale,
  userHandle: row.user_handle,
  memberId: row.member_id,
  invitedBy: row.invited_by,
  expiresAt: row.expires_at,
});

/** The unused, unexpired invitation a link's token opens, or null. */
export async function openInvitation(store: SqlRunner, token: string, now: Date): Promise<Invitation | null> {
  const [row] = await store.batch([
    getRow<InvitationRow>(`${SELECT} WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ?`, [
      secretHash(token),
      now.toISOString(),
    ]),
  ]);
  return row ? invitationOf(row) : null;
}

/** The links not used yet and still valid, for the members page. */
export async function pendingInvitations(store: SqlRunner, now: Date): Promise<Invitation[]> {
  const [rows] = await store.batch([
    allRows<InvitationRow>(`${SELECT} WHERE i.used_at IS NULL AND i.expires_at > ? ORDER BY i.created_at`, [
      now.toISOString(),
    ]),
  ]);
  return rows.map(invitationOf);
}

/** Withdraws an unused link (the members page). */
export async function revokeInvitation(store: SqlRunner, tokenHash: string): Promise<boolean> {
  const [removed] = await store.batch([
    run('DELETE FROM invitations WHERE token_hash = ? AND used_at IS NULL', [tokenHash]),
  ]);
  return removed.changes === 1;
}
