import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { ConsentBanner } from './ConsentBanner';

/** Server shell of the consent banner: translates its strings for the client leaf. */
export async function ConsentManager() {
  const locale = await getLocale();
  const t = await getTranslations('Consent');
  return (
    <ConsentBanner
      texts={{
        title: t('title'),
        description: t('description'),
        acceptAll: t('acceptAll'),
        refuseAll: t('refuseAll'),
        customize: t('customize'),
        close: t('close'),
        save: t('save'),
        preferencesTitle: t('preferencesTitle'),
        necessaryStatus: t('necessaryStatus'),
        necessaryTitle: t('necessaryTitle'),
        necessaryDescription: t('necessaryDescription'),
        analyticsTitle: t('analyticsTitle'),
        analyticsDescription: t('analyticsDescription'),
        advertisingTitle: t('advertisingTitle'),
        advertisingDescription: t('advertisingDescription'),
        privacyLink: t('privacyLink'),
        privacyHref: `${getPathname({ locale, href: '/terms' })}#privacy`,
      }}
    />
  );
}
