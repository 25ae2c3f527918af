import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/sections/common/CardGrid';
import { Section } from '@/components/sections/common/Section';

const values = ['customers', 'bilingual', 'focus'] as const;

export async function CultureSection() {
  const t = await getTranslations('CareersPage.culture');
  return (
    <Section id="culture" title={t('title')}>
      <CardGrid
        cards={values.map((key) => ({ key, title: t(`values.${key}.title`), text: t(`values.${key}.text`) }))}
      />
    </Section>
  );
}
