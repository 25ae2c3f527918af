import type { MetadataRoute } from 'next';
import { pages, routing } from '@/i18n/routing';
import { languageAlternates, localizedPath } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site';

/** Every page in both locales, each with its alternates (hreflang in the sitemap). */
export default function sitemap(): MetadataRoute.Sitemap {
  return pages.flatMap((href) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(localizedPath(href, locale)),
      changeFrequency: href === '/terms' ? ('yearly' as const) : ('monthly' as const),
      priority: href === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(href) },
    })),
  );
}
