import type { ReactNode } from 'react';
import styles from './SplitLayout.module.css';

/**
 * Page body in two columns on wide screens (main content + side panel), one
 * column on phones with the side panel where its DOM order puts it.
 */
export function SplitLayout({
  main,
  aside,
  asideFirst = false,
}: {
  main: ReactNode;
  aside: ReactNode;
  asideFirst?: boolean;
}) {
  return (
    <div className={`${styles.band} ${asideFirst ? styles.asideFirst : ''}`}>
      <div className={styles.inner}>
        {asideFirst ? <div className={styles.aside}>{aside}</div> : null}
        <div className={styles.main}>{main}</div>
        {asideFirst ? null : <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}
