import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';

export const alt = 'Polyfence';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Rendered once per locale at build time.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0b1f3a 0%, #0e4f5c 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, fontWeight: 700, letterSpacing: 1 }}>{t('siteName')}</div>
      <div style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>
        {t('home.title')}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#9be7df' }}>{t('ogTagline')}</div>
    </div>,
    size,
  );
}
