import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { routing, type AppPathname, type Locale } from '@/i18n/routing';
import { absoluteUrl } from './site';

type PageKey = 'home' | 'contact' | 'careers' | 'signup' | 'geoacademy' | 'terms';

/** Public path of a page in a locale, e.g. ('/careers', 'fr') → '/fr/carrieres'. */
export function localizedPath(href: AppPathname, locale: Locale): string {
  return getPathname({ href, locale });
}

/** Title, description, canonical and hreflang alternates (both locales + x-default). */
export async function pageMetadata(page: PageKey, href: AppPathname, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = absoluteUrl(localizedPath(href, l));
  languages['x-default'] = absoluteUrl(localizedPath(href, routing.defaultLocale));
  return {
    title: t(`${page}.title`),
    description: t(`${page}.description`),
    alternates: { canonical: absoluteUrl(localizedPath(href, locale)), languages },
  };
}
