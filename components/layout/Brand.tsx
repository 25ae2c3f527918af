import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './Brand.module.css';

/** Logo mark and site name, linking home. `compact` hides the name on the narrowest screens. */
export async function Brand({
  tone = 'light',
  compact = false,
}: {
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  const t = await getTranslations('Layout');
  const site = (await getTranslations('Metadata'))('siteName');
  // No prefetch: the home page's widgets and forms would load on every page that shows the
  // brand, for visitors who may never go back to it.
  return (
    <Link
      href="/"
      prefetch={false}
      className={styles.brand}
      data-tone={tone}
      aria-label={t('brandHome', { site })}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M8.5 12.5 19 7.5l5 10.5-11 6.5z"
          fill="#fff"
          fillOpacity="0.22"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="15.5" r="2.6" fill="#ff7a45" />
      </svg>
      <span className={compact ? styles.nameCompact : styles.name}>{site}</span>
    </Link>
  );
}
