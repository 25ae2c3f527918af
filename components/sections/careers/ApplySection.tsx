import { getTranslations } from 'next-intl/server';
import { CareerForm } from '@/components/forms/CareerForm';
import { Section } from '@/components/sections/common/Section';
import styles from './ApplySection.module.css';

export async function ApplySection() {
  const t = await getTranslations('CareersPage.apply');
  return (
    <Section id="apply" title={t('title')} intro={t('intro')}>
      <div className={styles.form}>
        <CareerForm />
      </div>
    </Section>
  );
}
