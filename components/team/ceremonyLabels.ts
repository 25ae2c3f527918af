import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CeremonyLabels } from './PasskeyCeremony';

/** The words of a passkey button and of what can go wrong with it, in the page's locale. */
export async function ceremonyLabels(
  locale: Locale,
  step: 'signIn' | 'join' | 'add' | 'confirm',
): Promise<CeremonyLabels> {
  const t = await getTranslations({ locale, namespace: 'Team' });
  const common = {
    cancelled: t('cancelled'),
    unsupported: t('unsupported'),
    rateLimited: t('signIn.rateLimited'),
    serverError: t('serverError'),
  };
  if (step === 'confirm')
    return {
      ...common,
      button: t('confirm.button'),
      working: t('confirm.working'),
      failed: t('confirm.failed'),
    };
  if (step === 'signIn')
    return {
      ...common,
      button: t('signIn.button'),
      working: t('signIn.working'),
      failed: t('signIn.failed'),
    };
  return {
    ...common,
    button: step === 'join' ? t('join.button') : t('passkeys.addButton'),
    working: t('join.working'),
    failed: t('join.failed'),
    nameLabel: t('join.nameLabel'),
    nameHint: t('join.nameHint'),
    defaultName: t('join.defaultName'),
  };
}
