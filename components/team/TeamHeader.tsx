import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { teamPagePath, type TeamPage } from '@/lib/team/paths';
import { ActionForm } from './ActionForm';
import { signOut } from './signOut';
import styles from './team.module.css';

/** The signed-in member's navigation; owners' pages listed to owners only (each checks again). */
export async function TeamHeader({
  locale,
  member,
  current,
}: {
  locale: Locale;
  /** The signed-in member (the page has checked the session). */
  member: { email: string; role: 'owner' | 'member' };
  current: TeamPage;
}) {
  const t = await getTranslations({ locale, namespace: 'Team' });
  const owner = member.role === 'owner';
  const pages: { page: TeamPage; label: string }[] = [
    { page: 'inbox', label: t('nav.inbox') },
    { page: 'figures', label: t('nav.figures') },
    { page: 'sources', label: t('nav.sources') },
    { page: 'subscribers', label: t('nav.subscribers') },
    ...(owner ? [{ page: 'members' as const, label: t('nav.members') }] : []),
    ...(owner ? [{ page: 'audit' as const, label: t('nav.audit') }] : []),
    { page: 'passkeys', label: t('nav.passkeys') },
  ];
  return (
    <header className={styles.header}>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {pages.map(({ page, label }) => (
            <li key={page}>
              <a href={teamPagePath(locale, page)} aria-current={page === current ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.who}>
        {t('nav.signedInAs', { email: member.email, role: t(`roles.${member.role}`) })}
      </p>
      <ActionForm action={signOut} fields={{ locale }} button={t('nav.signOut')} layout="inline" />
    </header>
  );
}
