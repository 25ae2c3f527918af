/** The session cookie: `__Host-` so only this host over HTTPS, with path /, can set it. */
export const SESSION_COOKIE = '__Host-team-session';
/** A joining link an owner just made, shown once on the members page (its token is stored hashed). */
export const INVITE_COOKIE = '__Host-team-invite';
export const INVITE_COOKIE_SECONDS = 600;

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export const setCookie = (name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${value}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; ${ATTRIBUTES}`;

export const clearCookie = (name: string) => `${name}=; Max-Age=0; ${ATTRIBUTES}`;

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
