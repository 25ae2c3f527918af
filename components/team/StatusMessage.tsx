import styles from './team.module.css';

/** The outcome of the form just posted (its 303 brought it here), read out by screen readers. */
export function StatusMessage({ done, error }: { done?: string; error?: string }) {
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (done)
    return (
      <p role="status" className={styles.notice}>
        {done}
      </p>
    );
  return null;
}
