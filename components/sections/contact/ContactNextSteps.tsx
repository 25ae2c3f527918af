import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/sections/common/Panel';
import { richTags } from '@/components/sections/common/richTags';
import { TitledList } from '@/components/sections/common/TitledList';
import styles from './ContactNextSteps.module.css';

const steps = ['call', 'plan', 'launch'] as const;

export async function ContactNextSteps() {
  const t = await getTranslations('ContactPage.next');
  return (
    <Panel id="next-steps" as="aside" title={t('title')}>
      <TitledList
        kind="steps"
        items={steps.map((key) => ({ key, title: t(`steps.${key}.title`), text: t(`steps.${key}.text`) }))}
      />
      <p className={styles.selfServe}>{t.rich('selfServe', richTags)}</p>
    </Panel>
  );
}
