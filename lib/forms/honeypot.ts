/**
 * The invisible field of the contact and career forms. People never see it, so they
 * leave it empty; bots that fill every field fill it too. A forms host answers a
 * filled one as a success and drops it, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'company_website';

/** True when a posted body carries a non-empty honeypot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
