import { getRow, run, type SqlRunner } from '../db/runner';
import { memberOf, type Member } from './members';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS, type Role } from './policy';
import { secretHash, secretToken } from './tokens';

/**
 * A new session for `memberId`: its id, for the cookie only (the store keeps its hash). It
 * starts confirmed: a sign-in or a join has just proved the member with a passkey.
 */
export async function startSession(
  store: SqlRunner,
  memberId: string,
  now: Date,
  /** The session the browser held before (a sign-in always gets a new id): ended. */
  previous?: string,
  /** The passkey that started it: removing that passkey ends it. */
  passkeyId?: string,
): Promise<{ id: string; expiresAt: Date }> {
  const id = secretToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await store.batch([
    run('DELETE FROM sessions WHERE id_hash = ?', [previous ? secretHash(previous) : '']),
    run(
      'INSERT INTO sessions (id_hash, member_id, created_at, last_seen_at, expires_at, passkey_id, verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        secretHash(id),
        memberId,
        now.toISOString(),
        now.toISOString(),
        expiresAt.toISOString(),
        passkeyId ?? null,
        now.toISOString(),
      ],
    ),
  ]);
  return { id, expiresAt };
}

interface SessionRow {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  locale: string;
  expires_at: string;
  verified_at: string | null;
}

/**
 * The member a session id belongs to, while it has been used within SESSION_IDLE_MS and is
 * younger than SESSION_ABSOLUTE_MS; its last use is then moved to `now` (written at most
 * once a SESSION_TOUCH_MS). Null for any other id.
 */
export async function sessionMember(
  store: SqlRunner,
  id: string,
  now: Date,
): Promise<{ member: Member; expiresAt: string; verifiedAt: string | null } | null> {
  const hash = secretHash(id);
  const at = now.toISOString();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const touchBefore = new Date(now.getTime() - SESSION_TOUCH_MS).toISOString();
  const [row] = await store.batch(
    [
      getRow<SessionRow>(
        `SELECT m.id, m.email, m.role, m.created_at, m.locale, s.expires_at, s.verified_at FROM sessions s
         JOIN members m ON m.id = s.member_id
         WHERE s.id_hash = ? AND s.last_seen_at > ? AND s.expires_at > ?`,
        [hash, idleSince, at],
      ),
      run(
        'UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at > ? AND last_seen_at < ?',
        [at, hash, idleSince, touchBefore],
      ),
    ],
    // Losing a last-use time to a power cut only shortens an idle session.
    { durable: false },
  );
  return row ? { member: memberOf(row), expiresAt: row.expires_at, verifiedAt: row.verified_at } : null;
}

/** Records that the member of this session has just proved who they are with a passkey. */
export const confirmSessionStatement = (id: string, now: Date) =>
  run('UPDATE sessions SET verified_at = ? WHERE id_hash = ?', [now.toISOString(), secretHash(id)]);

/** Ends one session (sign-out here). */
export async function endSession(store: SqlRunner, id: string): Promise<void> {
  await store.batch([run('DELETE FROM sessions WHERE id_hash = ?', [secretHash(id)])]);
}

/** Ends every session of a member (sign-out everywhere). */
export async function endSessions(store: SqlRunner, memberId: string): Promise<number> {
  const [ended] = await store.batch([run('DELETE FROM sessions WHERE member_id = ?', [memberId])]);
  return ended.changes;
}

/** Sessions, challenges and links past their time, for the daily purge. */
export function expiredTeamRows(now: Date) {
  const at = now.toISOString();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  return [
    run('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?', [at, idleSince]),
    run('DELETE FROM challenges WHERE expires_at <= ?', [at]),
    run('DELETE FROM invitations WHERE expires_at <= ?', [at]),
  ];
}
