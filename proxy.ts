import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { unknownPathLocale } from './i18n/known-paths';
import { routing } from './i18n/routing';
import { pageCsp } from './lib/security/pageCsp';

const intl = createMiddleware(routing);

/** The internal page a response serves: next-intl rewrites localized paths (/fr/carrieres → /fr/careers). */
function servedRoute(request: NextRequest, response: NextResponse): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
}

export default function proxy(request: NextRequest) {
  // Unknown pages go to the locale's prerendered 404 (status 404), so no route is dynamic.
  const locale = unknownPathLocale(request.nextUrl.pathname);
  const response = locale
    ? NextResponse.rewrite(new URL(`/${locale}/404`, request.url), { status: 404 })
    : intl(request);
  // Each page's own policy: the hashes of its inline scripts, computed at build.
  response.headers.set('Content-Security-Policy', pageCsp(servedRoute(request, response)));
  return response;
}

export const config = {
  // Everything but Next internals, the forms host's handlers and files with an extension.
  matcher: ['/((?!_next|_vercel|propulso|optin|api|.*\\..*).*)'],
};
