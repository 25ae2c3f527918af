/** Request headers a cross-origin form may send (Content-Type makes JSON posts preflighted). */
const ALLOWED_HEADERS = 'Content-Type, Content-Language';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Whether a browser at `origin` may use this host: no Origin header (not a browser's
 * cross-origin call), the host's own origin, or one of `allowedOrigins`.
 */
export function originAllowed(origin: string | null, requestUrl: string, allowedOrigins: readonly string[]) {
  if (origin === null) return true;
  return origin === new URL(requestUrl).origin || allowedOrigins.includes(origin);
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
export function preflight(request: Request, allowedOrigins: readonly string[], methods: readonly string[]) {
  const origin = request.headers.get('origin');
  const allow = ['OPTIONS', ...methods].join(', ');
  if (!originAllowed(origin, request.url, allowedOrigins)) {
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
