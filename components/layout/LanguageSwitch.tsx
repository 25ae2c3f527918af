import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { LanguageSwitchLink } from './LanguageSwitchLink';

/** The visible link to this page's other-language twin, named in that language. */
export async function LanguageSwitch({ tone }: { tone?: 'light' | 'dark' }) {
  const locale = await getLocale();
  const target = routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;
  const t = await getTranslations('LocaleSwitcher');
  return <LanguageSwitchLink locale={target} label={t('language', { locale: target })} tone={tone} />;
}
