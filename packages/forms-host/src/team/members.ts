import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { unassignedFrom } from '../lifecycle/work';
import type { Role } from './policy';

export interface Member {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  /** The language of their emails. */
  locale: string;
}

interface MemberRow {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  locale: string;
}

export const memberOf = (row: MemberRow): Member => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  locale: row.locale,
});

/** Every member, oldest first, and whether each is away (the round-robin passes them by). */
export async function listMembers(store: SqlRunner): Promise<(Member & { away: boolean })[]> {
  const [rows] = await store.batch([
    allRows<MemberRow & { away: number | string }>(
      'SELECT id, email, role, created_at, locale, away FROM members ORDER BY created_at, id',
    ),
  ]);
  return rows.map((row) => ({ ...memberOf(row), away: Number(row.away) === 1 }));
}

export async function findMember(store: SqlRunner, id: string): Promise<Member | null> {
  const [row] = await store.batch([
    getRow<MemberRow>('SELECT id, email, role, created_at, locale FROM members WHERE id = ?', [id]),
  ]);
  return row ? memberOf(row) : null;
}

// Owners other than `id`: a change that would leave none is refused inside its own statement,
// so two owners demoting each other at once cannot both succeed.
const ANOTHER_OWNER = `EXISTS (SELECT 1 FROM members other WHERE other.role = 'owner' AND other.id <> ?)`;

export type MemberChange = 'changed' | 'last-owner' | 'not-found';

/** Any constant of the project's own: the lock the team's "at least one" checks take. */
const TEAM_LOCK = 7_360_125_023;

/**
 * The statement that makes a batch wait for any other batch checking "another owner remains"
 * or "another passkey remains". PostgreSQL's transactions read a snapshot each, so two of
 * them could each see the other's row still there and both commit; SQLite runs one writer
 * at a time and needs none. Put it first; its result is nothing to read.
 */
export const teamLock = (store: Pick<SqlRunner, 'dialect'>) =>
  store.dialect === 'postgres'
    ? [getRow<unknown>('SELECT pg_advisory_xact_lock(?) AS locked', [TEAM_LOCK])]
    : [];

/** Sets a member's role; an owner is demoted only while another owner remains. */
export async function setRole(store: SqlRunner, id: string, role: Role): Promise<MemberChange> {
  const lock = teamLock(store);
  const [changed, exists] = (
    await store.batch([
      ...lock,
      run(
        `UPDATE members SET role = ? WHERE id = ? AND (? = 'owner' OR role = 'member' OR ${ANOTHER_OWNER})`,
        [role, id, role, id],
      ),
      getRow<{ id: string }>('SELECT id FROM members WHERE id = ?', [id]),
      // A member no longer owner: the joining links they made and nobody used yet go too.
      run(
        `DELETE FROM invitations WHERE used_at IS NULL
         AND invited_by IN (SELECT email FROM members WHERE id = ? AND role = 'member')`,
        [id],
      ),
    ])
  ).slice(lock.length) as [{ changes: number }, { id: string } | null, unknown];
  if (changed.changes === 1) return 'changed';
  return exists ? 'last-owner' : 'not-found';
}

/**
 * Removes a member with their passkeys and sessions (signed out at once, on every
 * instance: sessions live in the store); the last owner stays.
 */
export async function removeMember(store: SqlRunner, id: string): Promise<MemberChange> {
  const removable = `id = ? AND (role = 'member' OR ${ANOTHER_OWNER})`;
  const lock = teamLock(store);
  const [, , , , removed, exists] = (
    await store.batch([
      ...lock,
      // Their joining links not used yet stop working with them, and those they made for others.
      run(
        `DELETE FROM invitations WHERE used_at IS NULL AND (email_key IN (SELECT email_key FROM members WHERE ${removable})
           OR invited_by IN (SELECT email FROM members WHERE ${removable}))`,
        [id, id, id, id],
      ),
      unassignedFrom(`SELECT id FROM members WHERE ${removable}`, [id, id]),
      run(`DELETE FROM sessions WHERE member_id IN (SELECT id FROM members WHERE ${removable})`, [id, id]),
      run(`DELETE FROM passkeys WHERE member_id IN (SELECT id FROM members WHERE ${removable})`, [id, id]),
      run(`DELETE FROM members WHERE ${removable}`, [id, id]),
      getRow<{ id: string }>('SELECT id FROM members WHERE id = ?', [id]),
    ])
  ).slice(lock.length) as [unknown, unknown, unknown, unknown, { changes: number }, { id: string } | null];
  if (removed.changes === 1) return 'changed';
  return exists ? 'last-owner' : 'not-found';
}
