/**
 * The invisible field every form carries (HoneypotField). People never see it, so they
 * leave it empty; bots that fill every field fill it too. A form whose trap is filled
 * shows its usual success but tracks no conversion (useFormSubmission); it sends the trap's
 * value to the forms host, which answers as for any lead and keeps it as spam (a mistaken
 * autofill can be restored), and sends nothing to another service (account API, mailing
 * list). Bots learn nothing either way. The name matches no browser autofill rule (e.g. nothing with "company"), so
 * autofill cannot drop a lead.
 */
export const HONEYPOT_FIELD = 'website_url';

/** True when a posted body carries a non-empty honeypot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
