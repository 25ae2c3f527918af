import { routing, type Locale } from './routing';

// Metadata files Next serves below a locale (issue: OG images per locale).
const metadataFiles = ['/opengraph-image', '/twitter-image'];

/** Paths (after the locale prefix) that a page answers in this locale. */
export function knownPaths(locale: Locale): Set<string> {
  const paths = new Set<string>(metadataFiles);
  for (const [internal, localized] of Object.entries(routing.pathnames)) {
    paths.add(internal); // the proxy redirects an internal path to its localized twin
    paths.add(typeof localized === 'string' ? localized : localized[locale]);
  }
  return paths;
}

const byLocale = new Map(routing.locales.map((l) => [l, knownPaths(l)]));

/** For "/fr/nope" returns "fr" when "/nope" is no page of French; else null. */
export function unknownPathLocale(pathname: string): Locale | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = routing.locales.find((l) => l === match?.[1]);
  if (!locale) return null;
  const rest = (match?.[2] ?? '/').replace(/(.)\/+$/, '$1');
  if (
    byLocale.get(locale)?.has(rest) ||
    rest.startsWith('/opengraph-image') ||
    rest.startsWith('/twitter-image')
  )
    return null;
  return locale;
}
