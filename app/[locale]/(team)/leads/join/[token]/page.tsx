import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasskeyCeremony } from '@/components/team/PasskeyCeremony';
import { ceremonyLabels } from '@/components/team/ceremonyLabels';
import styles from '@/components/team/team.module.css';
import { localeOf, team } from '@/lib/team/access';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Team.metaTitle' });
  return { title: t('join') };
}

/** A joining link: the invited person creates a passkey here (the link works once, for 24 hours). */
export default async function JoinPage({ params }: Props) {
  const locale = await localeOf(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'Team' });
  const invitation = await team().invitation(token);
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <h1>{t('join.title')}</h1>
      {invitation ? (
        <>
          <p>
            {invitation.memberId
              ? t('join.existing', { email: invitation.email })
              : t('join.intro', { email: invitation.email, role: t(`roles.${invitation.role}`) })}
          </p>
          <noscript>
            <p className={styles.error}>{t('noScript')}</p>
          </noscript>
          <PasskeyCeremony
            mode="join"
            locale={locale}
            token={token}
            labels={{ ...(await ceremonyLabels(locale, 'join')), gone: t('join.invalid') }}
          />
        </>
      ) : (
        <p className={styles.error}>{t('join.invalid')}</p>
      )}
    </main>
  );
}
