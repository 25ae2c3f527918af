/**
 * The invisible field of the contact and career forms. People never see it, so they
 * leave it empty; bots that fill every field fill it too. A forms host answers a
 * filled one as a success and drops it, so bots learn nothing. The name matches no
 * browser autofill rule (e.g. nothing with "company"), so autofill cannot drop a lead.
 */
export const HONEYPOT_FIELD = 'website_url';

/** True when a posted body carries a non-empty honeypot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/**
 * The payload a form sends: as in the contract while the trap is empty (every person),
 * with the trap's value added when something filled it.
 */
export function withHoneypot<T extends object>(payload: T, trap: string | undefined): T {
  return trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload;
}
