import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { Section } from '@/components/sections/common/Section';
import { DrawNextStep } from '@/components/sections/draw/DrawNextStep';
import { DrawSandbox } from '@/components/widgets/DrawSandbox';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('draw', '/draw');

export default async function DrawPage() {
  const t = await getTranslations('DrawPage');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="sandbox" title={t('tool.title')} intro={t('tool.intro')}>
        <DrawSandbox />
      </Section>
      <Section id="method" tone="muted" title={t('method.title')}>
        <p>{t('method.body')}</p>
      </Section>
      <DrawNextStep />
    </>
  );
}
