import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real ContactForm (its own issue).
export async function ContactForm() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('form')} height="36rem" />;
}
