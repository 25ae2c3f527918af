// The team's time limits, in milliseconds: what the security model promises.

/** A session unused this long ends. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** A session ends this long after its sign-in, however busy. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** A session's last use is written at most this often (each write costs every request one). */
export const SESSION_TOUCH_MS = 60_000;
/** A passkey ceremony must finish this soon after it began. */
export const CHALLENGE_MS = 5 * 60_000;
/**
 * What outlasts a session (adding a passkey, inviting, a role, a removal) needs the member to
 * have proved who they are with a passkey this recently: a stolen cookie alone cannot.
 */
export const CONFIRMED_MS = 5 * 60_000;
/** A joining link works once, this long after it was made. */
export const INVITATION_MS = 24 * 60 * 60_000;

export const ROLES = ['owner', 'member'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
