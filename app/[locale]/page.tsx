import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { Counters } from '@/components/widgets/Counters';
import { MapDemo } from '@/components/widgets/MapDemo';
import { TypedText } from '@/components/widgets/TypedText';
import { WaveParticles } from '@/components/widgets/WaveParticles';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home', '/', (await rootLocale()) as Locale);
}

// Widget mount points until the home page copy lands (its own issue): the hero is
// positioned so the particle layer can fill it.
export default async function HomePage() {
  const t = await getTranslations('HomePage');
  return (
    <>
      <section
        style={{ position: 'relative', isolation: 'isolate', minHeight: '85vh', padding: '4rem 1rem' }}
      >
        <WaveParticles />
        <div style={{ position: 'relative' }}>
          <h1>{t('hero.title')}</h1>
          <TypedText />
        </div>
      </section>
      <section style={{ padding: '2rem 1rem' }}>
        <Counters />
      </section>
      <section style={{ padding: '2rem 1rem' }}>
        <MapDemo />
      </section>
    </>
  );
}
