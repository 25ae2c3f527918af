import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real ContactPopup (its own issue).
export async function ContactPopup() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('form')} height="3rem" />;
}
