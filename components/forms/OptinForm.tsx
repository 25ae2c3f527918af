import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real OptinForm (its own issue).
export async function OptinForm() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('form')} height="8rem" />;
}
