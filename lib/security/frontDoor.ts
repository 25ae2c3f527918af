import { STATIC_PATH } from '../distDir';
import { resourcePolicy } from './csp';
import { securityHeaders } from './headers';

/** Methods Next's handlers take; each route answers 405 itself for those it does not. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The methods a build file answers; Next answers any other with a 500. */
const FILE_METHODS = ['GET', 'HEAD'];

export interface Refusal {
  status: 308 | 400 | 405 | 503;
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
 * The request target as this site routes it: the path and query alone, dot segments
 * (`/x/../`, `/%2e/`) resolved and backslashes read as slashes, as a browser would. An
 * absolute-form target (`GET http://other.example/ HTTP/1.1`) is answered for this site,
 * by its path, never sent elsewhere. Null for a target that names no path of a web site
 * (`*`, another scheme, garbage).
 */
export function originFormTarget(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    // Appended to an origin, not resolved against it: `//host/x` stays a path.
    parsed = url.startsWith('/') ? new URL(`http://site${url}`) : new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.pathname + parsed.search;
}

const methodNotAllowed = (allowed: string[]): Refusal => ({
  status: 405,
  headers: headers({ Allow: allowed.join(', ') }),
  body: 'Method Not Allowed\n',
});

const BAD_REQUEST = (): Refusal => ({ status: 400, headers: headers({}), body: 'Bad Request\n' });

/**
 * What the server answers before Next sees a request it cannot handle: a method the
 * Fetch standard forbids or Next does not know (TRACE, CONNECT, WebDAV…), anything but
 * GET or HEAD for a build file, a target that is no path (originFormTarget), or whose
 * percent-escapes do not decode. Null for every other request, whose target the caller
 * replaces with originFormTarget's.
 */
export function refusal(method: string | undefined, url: string | undefined): Refusal | null {
  if (!method || !KNOWN_METHODS.has(method)) return methodNotAllowed([...KNOWN_METHODS]);
  const target = originFormTarget(url);
  if (target === null) return BAD_REQUEST();
  try {
    decodeURIComponent(target);
  } catch {
    return BAD_REQUEST();
  }
  // Next redirects these itself, but without the security headers.
  const queryStart = target.includes('?') ? target.indexOf('?') : target.length;
  const pathname = target.slice(0, queryStart);
  if (pathname.startsWith(STATIC_PATH) && !FILE_METHODS.includes(method))
    return methodNotAllowed(FILE_METHODS);
  if (pathname.includes('//')) {
    const location = pathname.replace(/\/{2,}/g, '/') + target.slice(queryStart);
    return { status: 308, headers: headers({ Location: location }), body: `${location}\n` };
  }
  return null;
}

/** How long an overloaded host asks clients to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * The forms host's routes, whose requests in flight FORMS_MAX_IN_FLIGHT bounds, read from
 * the target Next routes on (originFormTarget's): decoded, in any case, after any run of
 * slashes, so that no spelling Next might route to a handler escapes the count.
 */
export function isFormsRequest(target: string): boolean {
  let path = target.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // Refused before this is asked; read as sent.
  }
  return /^[/\\]+(propulso|optin)([/\\]|$)/i.test(path);
}

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
