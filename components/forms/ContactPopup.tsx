import { getTranslations } from 'next-intl/server';
import { Placeholder } from '@/components/layout/Placeholder';

// Placeholder: replaced by the real ContactPopup (its own issue).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the real popup styles itself per variant
export async function ContactPopup(_props: { variant?: 'primary' | 'header' } = {}) {
  const t = await getTranslations('Placeholders');
  return <Placeholder label={t('form')} height="3rem" />;
}
