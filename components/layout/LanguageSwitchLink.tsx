'use client';

import { useSyncExternalStore } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { pages, type AppPathname, type Locale } from '@/i18n/routing';
import { getHash, getServerHash, subscribeHash } from './hashStore';
import styles from './LanguageSwitch.module.css';

type Props = { locale: Locale; label: string; tone?: 'light' | 'dark' };

/** Link to the current page (and section) in `locale`; a page that does not exist leads home. */
export function LanguageSwitchLink({ locale, label, tone = 'light' }: Props) {
  const pathname = usePathname();
  const hash = useSyncExternalStore(subscribeHash, getHash, getServerHash);
  const page = pages.includes(pathname as AppPathname) ? (pathname as AppPathname) : '/';
  return (
    <Link
      href={{ pathname: page, hash: page === pathname ? hash : undefined }}
      locale={locale}
      hrefLang={locale}
      lang={locale}
      className={styles.link}
      data-tone={tone}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
        </g>
      </svg>
      {label}
    </Link>
  );
}
