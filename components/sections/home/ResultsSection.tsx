import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/common/Section';
import { Counters } from '@/components/widgets/Counters';

export async function ResultsSection() {
  const t = await getTranslations('HomePage.results');
  return (
    <Section id="results" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <Counters />
    </Section>
  );
}
