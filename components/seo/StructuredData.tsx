import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/lib/site';

/** JSON-LD for the organisation and the web site (schema.org), in the page's language. */
export async function StructuredData({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': absoluteUrl('/#organization'),
        name: t('siteName'),
        url: absoluteUrl('/'),
        logo: absoluteUrl('/icon.svg'),
        description: t('home.description'),
      },
      {
        '@type': 'WebSite',
        '@id': absoluteUrl('/#website'),
        name: t('siteName'),
        url: absoluteUrl(`/${locale}`),
        inLanguage: locale,
        publisher: { '@id': absoluteUrl('/#organization') },
      },
    ],
  };
  // `<` escaped so no string in the catalogue can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
