import { getTranslations } from 'next-intl/server';
import { TeamShell, teamMetadata } from '@/components/team/TeamShell';
import { PasskeyCeremony } from '@/components/team/PasskeyCeremony';
import { ceremonyLabels } from '@/components/team/ceremonyLabels';
import styles from '@/components/team/team.module.css';
import { localeOf, team } from '@/lib/team/access';

type Props = { params: Promise<{ locale: string; token: string }> };

export const generateMetadata = teamMetadata('join');

/** A joining link: the invited person creates a passkey here (the link works once, for 24 hours). */
export default async function JoinPage({ params }: Props) {
  const locale = await localeOf(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'Team' });
  const invitation = await team().invitation(token);
  return (
    <TeamShell locale={locale} title={t('join.title')}>
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
    </TeamShell>
  );
}
