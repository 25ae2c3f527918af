import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real ContactPopup (its own issue). `variant` picks
// the call-to-action button's look: a page CTA or the compact header one.
export async function ContactPopup({ variant = 'primary' }: { variant?: 'primary' | 'header' }) {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('form')} height={variant === 'header' ? '2.5rem' : '3rem'} />;
}
