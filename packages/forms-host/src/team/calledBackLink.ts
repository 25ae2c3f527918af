import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SqlRunner } from '../db/runner';
import { hostSecret } from '../spam/secrets';

// The "called back" link of a team email: for one lead and one recipient, until it expires,
// signed with HMAC-SHA256 under a key every instance reads from the store.

/** How long a link in an email works. */
export const CALLED_BACK_LINK_MS = 14 * 24 * 60 * 60 * 1000;

export interface CalledBackClaim {
  leadId: string;
  /** Whom the email was for: the audit log records the change under this address. */
  recipient: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const LEAD_ID = /^[\w-]{1,64}$/;
// Not a dot: the site's proxy takes a path with a dot for a file and leaves it alone, so the
// French path of the link would not be mapped to its page, nor get the team's headers.
const SEPARATOR = '~';

const signature = (key: string, payload: string) =>
  createHmac('sha256', key).update(`called-back.v1.${payload}`).digest('base64url');

/** The token of a claim: lead id, recipient and expiry, then their signature. */
export function signCalledBack(key: string, claim: CalledBackClaim): string {
  const payload = [
    claim.leadId,
    Buffer.from(claim.recipient, 'utf8').toString('base64url'),
    String(claim.expiresAt),
  ].join(SEPARATOR);
  return `${payload}${SEPARATOR}${signature(key, payload)}`;
}

/** The claim a token carries, or null: malformed, signed by another key or for other data, expired. */
export function verifyCalledBack(key: string, token: string, now: number): CalledBackClaim | null {
  const parts = token.split(SEPARATOR);
  if (parts.length !== 4 || token.length > 1000) return null;
  const [leadId, recipient, expiry, signed] = parts as [string, string, string, string];
  const expected = Buffer.from(signature(key, [leadId, recipient, expiry].join(SEPARATOR)));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = Number(expiry);
  if (!LEAD_ID.test(leadId) || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  return { leadId, recipient: Buffer.from(recipient, 'base64url').toString('utf8'), expiresAt };
}

/** The shared key of these links. */
export const calledBackKey = (store: SqlRunner) => hostSecret(store, 'called-back-link');
