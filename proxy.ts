import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { unknownPathLocale } from './i18n/known-paths';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // Unknown pages go to the locale's prerendered 404 (status 404), so no route is dynamic.
  const locale = unknownPathLocale(request.nextUrl.pathname);
  if (locale) return NextResponse.rewrite(new URL(`/${locale}/404`, request.url), { status: 404 });
  return intl(request);
}

export const config = {
  // Everything but Next internals, the forms host's handlers and files with an extension.
  matcher: ['/((?!_next|_vercel|propulso|optin|api|.*\\..*).*)'],
};
