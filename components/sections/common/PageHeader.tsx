import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

/** The top band of an inner page: its single h1 and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  meta,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** A small line under the lead, e.g. the terms' last update. */
  meta?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </div>
    </header>
  );
}
