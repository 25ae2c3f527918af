import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real CareerForm (its own issue).
export async function CareerForm() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('form')} height="36rem" />;
}
