'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './Collapsible.module.css';

/**
 * A titled section that starts collapsed. Its content is server-rendered (in the HTML
 * for crawlers, hidden until opened); the toggle is a button with aria-expanded, the
 * hook the site's tests and assistive technology rely on.
 */
export function CollapsibleClient({ title, children }: { title: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  return (
    <div className={styles.collapsible}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span>{title}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={regionId} className={styles.region} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
