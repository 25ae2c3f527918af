import { getTranslations } from 'next-intl/server';
import { ContactPopup } from '@/components/forms/ContactPopup';
import { CtaBand } from '@/components/sections/common/CtaBand';
import { richTags } from '@/components/sections/common/richTags';

export async function ContactCtaSection() {
  const t = await getTranslations('HomePage.contactCta');
  return (
    <CtaBand id="contact-cta" title={t('title')} text={t.rich('text', richTags)}>
      <ContactPopup variant="primary" cta="home-cta" />
    </CtaBand>
  );
}
