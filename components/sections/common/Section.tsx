import type { ReactNode } from 'react';
import styles from './Section.module.css';

type Props = {
  /** Team-wide anchor id (#audiences, #results…); the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  children?: ReactNode;
};

/** A home-page band: labelled by its own h2, content centred in the page width. */
export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: Props) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
