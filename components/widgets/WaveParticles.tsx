import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real WaveParticles (its own issue).
export async function WaveParticles() {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('particles')} height="100%" />;
}
