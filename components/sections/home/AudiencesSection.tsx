import { getTranslations } from 'next-intl/server';
import { TitledList } from '@/components/sections/common/TitledList';
import { Section } from '@/components/sections/common/Section';

// The six kinds of visitors the site speaks to, in the order the activity list uses.
const audiences = ['agencies', 'retailers', 'publishers', 'affiliates', 'consultants', 'ecommerce'] as const;

export async function AudiencesSection() {
  const t = await getTranslations('HomePage.audiences');
  return (
    <Section id="audiences" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <TitledList
        kind="cards"
        items={audiences.map((key) => ({
          key,
          title: t(`items.${key}.title`),
          text: t(`items.${key}.text`),
        }))}
      />
    </Section>
  );
}
