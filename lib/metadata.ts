import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { getPathname } from '@/i18n/navigation';
import { routing, type AppPathname, type Locale } from '@/i18n/routing';
import { absoluteUrl } from './site';

export type PageKey = 'home' | 'contact' | 'careers' | 'signup' | 'geoacademy' | 'draw' | 'terms';

/** Open Graph locale of each site locale (the French copy is written for Québec). */
export const ogLocale: Record<Locale, string> = { 'en-US': 'en_US', fr: 'fr_CA' };

/** Public path of a page in a locale, e.g. ('/careers', 'fr') → '/fr/carrieres'. */
export function localizedPath(href: AppPathname, locale: Locale): string {
  return getPathname({ href, locale });
}

/** Absolute URLs of a page in every locale, plus x-default (the default locale). */
export function languageAlternates(href: AppPathname): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = absoluteUrl(localizedPath(href, l));
  languages['x-default'] = absoluteUrl(localizedPath(href, routing.defaultLocale));
  return languages;
}

/** Title, description, canonical, hreflang alternates and social cards of a page. */
export async function pageMetadata(page: PageKey, href: AppPathname, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const url = absoluteUrl(localizedPath(href, locale));
  const title = t(`${page}.title`);
  const description = t(`${page}.description`);
  // Set explicitly: a page's openGraph replaces the layout's file-based image.
  const image = {
    url: absoluteUrl(`/${locale}/opengraph-image`),
    width: 1200,
    height: 630,
    alt: t('siteName'),
  };
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(href) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: t('siteName'),
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/**
 * A page's `generateMetadata`: its `pageMetadata` in the locale being rendered (next/root-params).
 * `export const generateMetadata = metadataOf('careers', '/careers');`
 */
export const metadataOf = (page: PageKey, href: AppPathname) => async (): Promise<Metadata> =>
  pageMetadata(page, href, (await rootLocale()) as Locale);
