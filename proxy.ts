import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { boundedAcceptLanguage } from './i18n/acceptLanguage';
import { unknownPathLocale } from './i18n/knownPaths';
import { routing } from './i18n/routing';
import { pageCsp } from './lib/security/pageCsp';
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

export default function proxy(incoming: NextRequest) {
  const request = withBoundedLanguages(incoming);
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
  // Everything but Next internals, the forms host's handlers, the health checks and files with an extension.
  matcher: ['/((?!_next|_vercel|propulso|optin|healthz|readyz|metrics|api|.*\\..*).*)'],
};
