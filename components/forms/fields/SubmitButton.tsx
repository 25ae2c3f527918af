import type { SubmissionState } from '@/lib/forms/submission';
import styles from './Field.module.css';

/** The form's one submit button: gone while sending and after success, back after an error. */
export function SubmitButton({ state, children }: { state: SubmissionState; children: string }) {
  if (state.status === 'loading' || state.status === 'success') return null;
  return (
    <button type="submit" className={styles.submit}>
      {children}
    </button>
  );
}
