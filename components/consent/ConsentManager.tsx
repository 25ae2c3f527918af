import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { CONSENT_BANNER_ID, CONSENT_COOKIE, CONSENT_VALUE } from '@/lib/consent/choice';
import { ConsentBanner } from './ConsentBanner';

/**
 * Runs as soon as the banner's HTML is parsed, before the first paint: a returning
 * visitor (a stored choice) never sees it, even for a frame. It must follow the banner
 * directly: the banner's CSS draws it only once this script is in the document. Its hash
 * joins the page's script-src like every inline script of the build. It reads the cookie
 * as storedConsent does.
 */
const HIDE_FOR_RETURNING_VISITOR = `(function(){
var b=document.getElementById(${JSON.stringify(CONSENT_BANNER_ID)}),name=${JSON.stringify(`${CONSENT_COOKIE}=`)},value=new RegExp(${JSON.stringify(CONSENT_VALUE.source)});
if(b&&document.cookie.split(/;\\s*/).some(function(c){return c.indexOf(name)===0&&value.test(c.slice(name.length))}))b.hidden=true})()`;

/** Server shell of the consent banner: translates its strings for the client leaf. */
export async function ConsentManager() {
  const locale = await getLocale();
  const t = await getTranslations('Consent');
  return (
    <>
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
      <script dangerouslySetInnerHTML={{ __html: HIDE_FOR_RETURNING_VISITOR }} />
    </>
  );
}
