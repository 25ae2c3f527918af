import { PROOF_OF_WORK_HEADER } from '@polyfence/lead-contract';

/** Request headers a cross-origin form may send (Content-Type makes JSON posts preflighted), and its proof of work. */
const ALLOWED_HEADERS = `Content-Type, Content-Language, ${PROOF_OF_WORK_HEADER}`;
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** A Host header's value: a name or an address, and an optional port; nothing else. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The names a request was addressed to, as a browser on this site would write them
 * in Origin: the Host header (whatever name or address the visitor used), and behind
 * trusted proxies the X-Forwarded-Host they set; the URL's own host when neither is valid.
 */
export function ownHosts(request: Request, trustedProxies: number): string[] {
  const claimed = [request.headers.get('host')];
  if (trustedProxies > 0)
    claimed.push(request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? null);
  const hosts = claimed.filter((h): h is string => !!h && HOST.test(h)).map((h) => h.toLowerCase());
  return hosts.length > 0 ? hosts : [new URL(request.url).host];
}

/**
 * Whether a browser at `origin` may use this host: no Origin header (not a browser's
 * cross-origin call), a page of this very host (either scheme: TLS may end at a proxy
 * in front), or one of `allowedOrigins`.
 */
export function originAllowed(
  origin: string | null,
  hosts: readonly string[],
  allowedOrigins: readonly string[],
) {
  if (origin === null) return true;
  if (allowedOrigins.includes(origin)) return true;
  const match = /^https?:\/\/(.+)$/.exec(origin);
  return !!match && hosts.includes(match[1]!.toLowerCase());
}

/** Headers every answer carries so that an allowed origin can read it. */
export function corsHeaders(origin: string | null): Record<string, string> {
  // Vary even without Origin: a cache must not serve one origin's answer to another.
  if (origin === null) return { Vary: 'Origin' };
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Retry-After',
  };
}

/** The answer to OPTIONS: a preflight for an allowed origin, 403 for any other. */
export function preflight(
  request: Request,
  allowedOrigins: readonly string[],
  methods: readonly string[],
  trustedProxies = 0,
) {
  const origin = request.headers.get('origin');
  const allow = ['OPTIONS', ...methods].join(', ');
  if (!originAllowed(origin, ownHosts(request, trustedProxies), allowedOrigins)) {
    return new Response(null, { status: 403, headers: { Vary: 'Origin', Allow: allow } });
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      Allow: allow,
      'Access-Control-Allow-Methods': methods.join(', '),
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
    },
  });
}
