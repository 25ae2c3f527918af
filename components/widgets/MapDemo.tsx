import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real MapDemo (its own issue).
export async function MapDemo() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('map')} height="30rem" />;
}
