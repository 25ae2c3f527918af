import type { SubmissionState } from '../useFormSubmission';
import { useHydrated } from '@/lib/useHydrated';
import styles from './Field.module.css';

/**
 * The form's one submit button: gone while sending and after success, back after an error.
 * Disabled in the server HTML until the form's code runs: a form sent before that would be
 * submitted natively, its fields in the address, so it cannot be sent (not even by Enter,
 * which needs an enabled default button) and what was typed stays in place.
 */
export function SubmitButton({ state, children }: { state: SubmissionState; children: string }) {
  const ready = useHydrated();
  if (state.status === 'loading' || state.status === 'success') return null;
  return (
    <button type="submit" className={styles.submit} disabled={!ready}>
      {children}
    </button>
  );
}
