import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeOf, signedIn } from './access';

/** A signed-in team page's start: its locale, its member (signed out: the sign-in page), its words. */
export async function teamRequest(params: Promise<{ locale: string }>) {
  const locale = await localeOf(params);
  const caller = await signedIn(locale);
  const t = await getTranslations({ locale, namespace: 'Team' });
  return { locale, caller, t };
}
