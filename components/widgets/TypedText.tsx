import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real TypedText (its own issue).
export async function TypedText() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('typing')} height="2rem" />;
}
