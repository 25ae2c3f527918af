import { getTranslations } from 'next-intl/server';
import { SignupForm } from '@/components/forms/SignupForm';
import { Panel } from '@/components/sections/common/Panel';
import { richTags } from '@/components/sections/common/richTags';
import styles from './SignupFormPanel.module.css';

export async function SignupFormPanel() {
  const t = await getTranslations('SignupPage');
  return (
    <Panel id="signup-form" title={t('form.title')} intro={t.rich('form.intro', richTags)}>
      <SignupForm />
      <p className={styles.help}>{t.rich('help', richTags)}</p>
    </Panel>
  );
}
