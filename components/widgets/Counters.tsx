import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real Counters (its own issue).
export async function Counters() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('counters')} height="8rem" />;
}
