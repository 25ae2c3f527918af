import { resourcePolicy } from '@/lib/security/csp';
import { securityHeaders } from '@/lib/security/headers';

/** Methods Next's handlers take; each route answers 405 itself for those it does not. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface Refusal {
  status: 400 | 405 | 503;
  headers: Record<string, string>;
  body: string;
}

const headers = (extra: Record<string, string>) => ({
  ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
  'Content-Security-Policy': resourcePolicy,
  'Cache-Control': 'no-store',
  'Content-Type': 'text/plain; charset=utf-8',
  ...extra,
});

/**
 * What the server answers before Next sees a request it cannot handle: a method the
 * Fetch standard forbids or Next does not know (TRACE, CONNECT, WebDAV…), or a target
 * whose percent-escapes do not decode. Null for every other request.
 */
export function refusal(method: string | undefined, url: string | undefined): Refusal | null {
  if (!method || !KNOWN_METHODS.has(method)) {
    return {
      status: 405,
      headers: headers({ Allow: [...KNOWN_METHODS].join(', ') }),
      body: 'Method Not Allowed\n',
    };
  }
  try {
    decodeURIComponent(url ?? '');
  } catch {
    return { status: 400, headers: headers({}), body: 'Bad Request\n' };
  }
  return null;
}

/** How long an overloaded host asks clients to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/** The forms host's routes, whose requests in flight FORMS_MAX_IN_FLIGHT bounds. */
export const isFormsRequest = (url: string | undefined) => /^\/(propulso|optin)\//.test(url ?? '');

/**
 * The answer past FORMS_MAX_IN_FLIGHT forms requests: given before Next parses anything,
 * so that refusing a flood costs far less than serving it and pages keep answering.
 */
export const overloaded = (): Refusal => ({
  status: 503,
  headers: {
    ...headers({ 'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS) }),
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ errors: { body: ['overloaded'] } }),
});
