import { getTranslations } from 'next-intl/server';
import { OptinForm } from '@/components/forms/OptinForm';
import { Section } from '@/components/sections/common/Section';
import styles from './NewsletterSection.module.css';

export async function NewsletterSection() {
  const t = await getTranslations('HomePage.newsletter');
  return (
    <Section id="newsletter" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <div className={styles.form}>
        <OptinForm />
      </div>
    </Section>
  );
}
