'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TrackingScripts } from '@/lib/tracking/TrackingScripts';
import { FormFeedback } from './fields/FormFeedback';
import { HoneypotField } from './fields/HoneypotField';
import { SubmitButton } from './fields/SubmitButton';
import type { FormShellState } from './useFormSubmission';

interface Props {
  shell: FormShellState;
  className?: string;
  /** The form's accessible name, where no heading names it. */
  label?: string;
  success: ReactNode;
  /** What a failed send says (default: the catalogue's error_sending). */
  failure?: ReactNode;
  /** The submit button after the feedback; a form that places its own passes none. */
  submitLabel?: string;
  children: ReactNode;
}

/** Every form's frame: its fields, then the spam trap, the live feedback, the submit button. */
export function FormShell({ shell, className, label, success, failure, submitLabel, children }: Props) {
  const t = useTranslations();
  const { formId, state, trap, issues, onSubmit, onUse } = shell;
  return (
    <form
      className={className}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      onFocus={onUse}
      onInput={onUse}
      aria-busy={state.status === 'loading'}
    >
      {children}
      <HoneypotField id={`${formId}-trap`} ref={trap} />
      <FormFeedback
        formId={formId}
        state={state}
        success={success}
        failure={failure ?? t('error_sending')}
        issues={issues}
      />
      {submitLabel && <SubmitButton state={state}>{submitLabel}</SubmitButton>}
      <TrackingScripts />
    </form>
  );
}
