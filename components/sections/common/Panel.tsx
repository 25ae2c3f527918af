import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** A titled block inside a page column (its own h2, labelled region). */
export function Panel({
  id,
  title,
  intro,
  as: Tag = 'section',
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  as?: 'section' | 'aside' | 'nav';
  children?: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Tag id={id} aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </Tag>
  );
}
