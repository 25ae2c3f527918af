import styles from './Placeholder.module.css';

/** Reserves the exact space of something that loads late, so nothing shifts. */
export function Placeholder({ label, height }: { label: string; height: string }) {
  return (
    <div className={styles.placeholder} style={{ minHeight: height }} aria-busy="true">
      {label}
    </div>
  );
}
