import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real VideoSlider (its own issue).
export async function VideoSlider() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('video')} height="28rem" />;
}
