import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real Collapsible (its own issue).
export async function Collapsible() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('collapsible')} height="4rem" />;
}
