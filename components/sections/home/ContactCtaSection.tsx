import { getTranslations } from 'next-intl/server';
import { ContactPopup } from '@/components/forms/ContactPopup';
import { richTags } from '@/components/sections/common/richTags';
import styles from './ContactCtaSection.module.css';

export async function ContactCtaSection() {
  const t = await getTranslations('HomePage.contactCta');
  return (
    <section id="contact-cta" aria-labelledby="contact-cta-title" className={styles.band}>
      <div className={styles.inner}>
        <h2 id="contact-cta-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t.rich('text', richTags)}</p>
        <ContactPopup variant="primary" />
      </div>
    </section>
  );
}
