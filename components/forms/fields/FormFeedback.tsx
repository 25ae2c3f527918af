import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { CV_MAX_MB, type ValidationMessage } from '@polyfence/lead-contract';
import { messageId } from '@/lib/forms/fieldIssues';
import type { SubmissionState } from '../useFormSubmission';
import styles from './Field.module.css';

interface Props {
  formId: string;
  state: SubmissionState;
  /** Shown after success (role="status"). */
  success: ReactNode;
  /** Shown after a failed submission (role="alert"). */
  failure: ReactNode;
  /** Validation messages, each with the id the invalid fields point to. */
  issues: ValidationMessage[];
}

/**
 * The live regions of a form: progress and success in role="status", errors in
 * role="alert". Both stay mounted so screen readers announce each change.
 */
export function FormFeedback({ formId, state, success, failure, issues }: Props) {
  const t = useTranslations();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { status } = state;

  // The submit button disappears while sending: keep focus on what replaces it.
  useEffect(() => {
    if (status === 'loading') statusRef.current?.focus();
  }, [status]);

  return (
    <div className={styles.feedback}>
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {status === 'loading' ? t('sending') : status === 'success' ? success : null}
      </p>
      <div role="alert" className={styles.alert}>
        {issues.map((key) => (
          <p key={key} id={messageId(formId, key)}>
            {key === 'error_file_size' ? t(key, { maxMb: CV_MAX_MB }) : t(key)}
          </p>
        ))}
        {issues.length === 0 && status === 'error' && <p>{failure}</p>}
      </div>
    </div>
  );
}
