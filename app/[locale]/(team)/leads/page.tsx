import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeamHeader } from '@/components/team/TeamHeader';
import styles from '@/components/team/team.module.css';
import { localeOf, signedIn } from '@/lib/team/access';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Team.metaTitle' });
  return { title: t('inbox') };
}

export default async function InboxPage({ params }: Props) {
  const locale = await localeOf(params);
  const caller = await signedIn(locale);
  const t = await getTranslations({ locale, namespace: 'Team' });
  return (
    <>
      <TeamHeader locale={locale} member={caller.member} current="inbox" />
      <main id="main" tabIndex={-1} className={styles.page}>
        <h1>{t('inbox.title')}</h1>
        <p>{t('inbox.intro', { email: caller.member.email, role: t(`roles.${caller.member.role}`) })}</p>
      </main>
    </>
  );
}
