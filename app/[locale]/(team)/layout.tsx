import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from '@/components/team/team.module.css';
import { routing } from '@/i18n/routing';
import { inter } from '../../fonts';
import '../../globals.css';

// The team's pages: rendered for each request and member, never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'same-origin',
};

/** The team's own shell: no site header, no consent banner, no tracker, no error reporting. */
export default async function TeamLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <html lang={locale} className={inter.variable}>
      <body className={styles.body}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
