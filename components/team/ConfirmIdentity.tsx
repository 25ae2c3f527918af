import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PasskeyCeremony } from './PasskeyCeremony';
import { ceremonyLabels } from './ceremonyLabels';
import styles from './team.module.css';

/**
 * Where a page's lasting changes wait for a passkey proof: until when the member's last one
 * holds, or why one is asked and the button that gives it (back to `page` once given).
 */
export async function ConfirmIdentity({
  locale,
  page,
  until,
  intro,
}: {
  locale: Locale;
  page: 'members' | 'passkeys';
  /** Until when the last proof holds (the page's words for it), or null. */
  until: string | null;
  intro: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Team' });
  return (
    <div className={styles.notice} data-testid="confirmation" data-confirmed={until !== null}>
      {until !== null ? (
        <p>{t('confirm.until', { time: until })}</p>
      ) : (
        <>
          <p>{intro}</p>
          <PasskeyCeremony
            mode="confirm"
            page={page}
            locale={locale}
            labels={await ceremonyLabels(locale, 'confirm')}
          />
        </>
      )}
    </div>
  );
}
