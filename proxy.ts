import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { boundedAcceptLanguage } from './i18n/acceptLanguage';
import { unknownPathLocale } from './i18n/knownPaths';
import { routing } from './i18n/routing';
import { permissionsPolicy } from './lib/security/headers';
import { pageCsp } from './lib/security/pageCsp';
import { teamPermissions, teamPolicy } from './lib/team/csp';
import { isTeamHost, teamOrigin } from './lib/team/hosts';
import { teamInternalPath, teamPagePath } from './lib/team/paths';
import { publicEnv } from './lib/publicEnv';
import { notFoundPath } from './lib/security/publicPages';

const intl = createMiddleware(routing);

/** The request with its Accept-Language cut to what negotiation needs (server.ts does it too, before Next). */
function withBoundedLanguages(request: NextRequest): NextRequest {
  const languages = request.headers.get('accept-language');
  if (languages === null) return request;
  const bounded = boundedAcceptLanguage(languages);
  if (bounded === languages) return request;
  const headers = new Headers(request.headers);
  headers.set('accept-language', bounded);
  return new NextRequest(request, { headers });
}

/**
 * A team page: rendered on each request with a nonce of its own for its scripts, never
 * stored by a cache, never indexed. Who may see it is checked by the page, next to the data.
 */
function teamPage(request: NextRequest, internal: string): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const policy = teamPolicy(nonce);
  const headers = new Headers(request.headers);
  // Next reads the nonce from the request's policy and puts it on the scripts it writes.
  headers.set('Content-Security-Policy', policy);
  const url = new URL(internal + request.nextUrl.search, request.url);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Permissions-Policy', teamPermissions(permissionsPolicy));
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  // same-origin, not no-referrer: with no-referrer a form's POST says `Origin: null`.
  response.headers.set('Referrer-Policy', 'same-origin');
  return response;
}

/**
 * The team's host serves the team's pages only: its root opens the inbox (in French for a
 * browser that puts French first), any other path is the public site's, sent there.
 */
function offTeamPages(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const french = /^\s*fr\b/i.test(request.headers.get('accept-language') ?? '');
  const response =
    pathname === '/'
      ? NextResponse.redirect(new URL(teamPagePath(french ? 'fr' : 'en-US', 'inbox'), teamOrigin()), 303)
      : request.method === 'GET' || request.method === 'HEAD'
        ? NextResponse.redirect(`${publicEnv.NEXT_PUBLIC_SITE_URL}${pathname}${search}`, 308)
        : new NextResponse(null, { status: 404 });
  // Decided by the Host header, which a shared cache may not key on: never stored.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export default function proxy(incoming: NextRequest) {
  const request = withBoundedLanguages(incoming);
  if (isTeamHost(request.headers.get('host'))) {
    const team = teamInternalPath(request.nextUrl.pathname);
    return team ? teamPage(request, team) : offTeamPages(request);
  }
  // Any other host is the public site's: a team page's path is an unknown page there.
  // Unknown pages go to the locale's prerendered 404 (status 404), so no route is dynamic.
  const locale = unknownPathLocale(request.nextUrl.pathname);
  const response = locale
    ? NextResponse.rewrite(new URL(notFoundPath(locale), request.url), { status: 404 })
    : intl(request);
  // Each page's own policy: the hashes of its scripts, computed at build, by the path requested.
  const page = locale ? notFoundPath(locale) : request.nextUrl.pathname;
  response.headers.set('Content-Security-Policy', pageCsp(page));
  return response;
}

export const config = {
  // Everything but Next internals, the forms host's and the team's handlers, the health checks and files with an extension.
  matcher: ['/((?!_next|_vercel|propulso|optin|team|healthz|readyz|metrics|api|.*\\..*).*)'],
};
