import { routing, type Locale } from '../../i18n/routing';

/** The URL of a locale's 404 page: the proxy serves it for every unknown path of that locale. */
export const notFoundPath = (locale: Locale) => `/${locale}/404`;

const withLocale = (locale: Locale, pathname: string) => `/${locale}${pathname === '/' ? '' : pathname}`;

/**
 * Every prerendered page: the path Next renders it at (`/fr/careers`) → the path visitors
 * request (`/fr/carrieres`), from the routing table, so a new page is covered too.
 */
export function publicPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const locale of routing.locales) {
    for (const [internal, localized] of Object.entries(routing.pathnames)) {
      const visible = typeof localized === 'string' ? localized : localized[locale];
      pages.set(withLocale(locale, internal), withLocale(locale, visible));
    }
    pages.set(notFoundPath(locale), notFoundPath(locale));
  }
  return pages;
}
