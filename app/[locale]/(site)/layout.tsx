import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { ReactNode } from 'react';
import { ConsentManager } from '@/components/consent/ConsentManager';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { PageHydrated } from '@/components/layout/PageHydrated';
import { SmoothScroll } from '@/components/layout/SmoothScroll';
import { routing, type Locale } from '@/i18n/routing';
import { StructuredData } from '@/components/seo/StructuredData';
import { KEEP_LANDING } from '@/lib/forms/visit';
import { publicEnv } from '@/lib/publicEnv';
import { inter } from '../../fonts';
import '../../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await rootLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(publicEnv.NEXT_PUBLIC_SITE_URL),
    title: { default: t('home.title'), template: `%s | ${t('siteName')}` },
    applicationName: t('siteName'),
  };
}

export default async function LocaleLayout({ children }: { children: ReactNode }) {
  const locale = await rootLocale();
  // A first segment that is no locale (e.g. /robots-old.txt) is a 404.
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        {/* First in the body: where the visit began is kept even if the visitor leaves at once. */}
        <script dangerouslySetInnerHTML={{ __html: KEEP_LANDING }} />
        <StructuredData locale={locale} />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* No catalogue here: each client island gets its own namespaces (ClientMessages). */}
        <NextIntlClientProvider messages={{}}>
          <Header />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <SmoothScroll />
          <ConsentManager />
          <PageHydrated />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
