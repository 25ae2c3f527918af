import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { PasskeyCeremony } from '@/components/team/PasskeyCeremony';
import { ceremonyLabels } from '@/components/team/ceremonyLabels';
import styles from '@/components/team/team.module.css';
import { currentCaller, localeOf } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';

type Props = TeamPageProps;

export const generateMetadata = teamMetadata('signIn');

export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  if (await currentCaller()) redirect(teamPagePath(locale, 'inbox'));
  const t = await getTranslations({ locale, namespace: 'Team' });
  const signedOut = (await searchParams)['signed-out'] !== undefined;
  return (
    <TeamShell locale={locale} title={t('signIn.title')}>
      {signedOut && (
        <p role="status" className={styles.notice}>
          {t('signIn.signedOut')}
        </p>
      )}
      <p>{t('signIn.intro')}</p>
      <noscript>
        <p className={styles.error}>{t('noScript')}</p>
      </noscript>
      <PasskeyCeremony mode="sign-in" locale={locale} labels={await ceremonyLabels(locale, 'signIn')} />
      <p className={styles.hint}>{t('signIn.lost')}</p>
    </TeamShell>
  );
}
