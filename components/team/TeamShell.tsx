import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { localeOf } from '@/lib/team/access';
import type { TeamPage } from '@/lib/team/paths';
import type messages from '@/messages/en-US.json';
import { TeamHeader } from './TeamHeader';
import styles from './team.module.css';

type TitleKey = keyof (typeof messages)['Team']['metaTitle'];

/** What Next hands a team page: its locale (with its own segments, `P`) and its query. */
export type TeamPageProps<P extends Record<string, string> = Record<never, string>> = {
  params: Promise<{ locale: string } & P>;
  searchParams: Promise<Record<string, string | undefined>>;
};

/** A team page's `generateMetadata`: its title in the tab, in the page's language. */
export const teamMetadata =
  (key: TitleKey) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await localeOf(params);
    const t = await getTranslations({ locale, namespace: 'Team.metaTitle' });
    return { title: t(key) };
  };

/**
 * Every team page's frame: the signed-in member's navigation (none signed out), then the
 * page's main region, which the skip link reaches, under its heading.
 */
export function TeamShell({
  locale,
  caller,
  page,
  title,
  children,
}: {
  locale: Locale;
  /** The member the page checked (none signed out), and which page of the navigation this is. */
  caller?: { member: { email: string; role: 'owner' | 'member' } };
  page?: TeamPage;
  /** The page's heading; a page that lays out its own passes none. */
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {caller && page && <TeamHeader locale={locale} member={caller.member} current={page} />}
      <main id="main" tabIndex={-1} className={styles.page}>
        {title !== undefined && <h1>{title}</h1>}
        {children}
      </main>
    </>
  );
}
