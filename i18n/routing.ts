import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en-US', 'fr'],
  defaultLocale: 'en-US',
  localePrefix: 'always',
  // hreflang comes from each page's metadata (NEXT_PUBLIC_SITE_URL). The proxy's own `Link`
  // header would repeat it with the request's host and `/` as x-default: two conflicting sets,
  // which search engines (and Lighthouse's canonical audit) read as a broken canonical.
  alternateLinks: false,
  // The language preference cookie is sent over HTTPS only (browsers accept it on localhost too).
  localeCookie: { secure: true },
  // Internal (file-system) pathname → public pathname per locale.
  pathnames: {
    '/': '/',
    '/contact': '/contact',
    '/careers': { 'en-US': '/careers', fr: '/carrieres' },
    '/signup': { 'en-US': '/signup', fr: '/inscription' },
    '/geoacademy': '/geoacademy',
    '/draw': { 'en-US': '/draw', fr: '/tracer' },
    '/terms': { 'en-US': '/terms', fr: '/conditions' },
  },
});

export type Locale = (typeof routing.locales)[number];
export type AppPathname = keyof typeof routing.pathnames;

/** Every page of the site, in the order the navigation and sitemap list them. */
export const pages = Object.keys(routing.pathnames) as AppPathname[];
