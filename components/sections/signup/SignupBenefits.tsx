import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/sections/common/Panel';
import styles from './SignupBenefits.module.css';

const benefits = ['precision', 'control', 'reporting', 'support'] as const;

export async function SignupBenefits() {
  const t = await getTranslations('SignupPage.benefits');
  return (
    <Panel id="benefits" as="aside" title={t('title')}>
      <ul className={styles.list}>
        {benefits.map((key) => (
          <li key={key} className={styles.item}>
            <h3 className={styles.title}>{t(`items.${key}.title`)}</h3>
            <p className={styles.text}>{t(`items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
