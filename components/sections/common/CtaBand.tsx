import type { ReactNode } from 'react';
import styles from './CtaBand.module.css';

/** A closing band on the brand colour: a heading, a line of text, then the calls to action. */
export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.band}>
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </section>
  );
}
