import { getTranslations } from 'next-intl/server';
import { TitledList } from '@/components/sections/common/TitledList';
import { Section } from '@/components/sections/common/Section';

const values = ['customers', 'bilingual', 'focus'] as const;

export async function CultureSection() {
  const t = await getTranslations('CareersPage.culture');
  return (
    <Section id="culture" title={t('title')}>
      <TitledList
        kind="cards"
        items={values.map((key) => ({ key, title: t(`values.${key}.title`), text: t(`values.${key}.text`) }))}
      />
    </Section>
  );
}
