import { resourcePolicy } from '@/lib/security/csp';
import { securityHeaders } from '@/lib/security/headers';

/** Methods Next's handlers take; each route answers 405 itself for those it does not. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface Refusal {
  status: 400 | 405;
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
