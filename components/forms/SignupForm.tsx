import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real SignupForm (its own issue).
export async function SignupForm() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('form')} height="60rem" />;
}
