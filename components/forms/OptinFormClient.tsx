'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useId } from 'react';
import { useForm } from 'react-hook-form';
import { subscribe } from '@/lib/api/optin';
import { publicEnv } from '@/lib/public-env';
import { fieldIssues } from '@/lib/forms/fieldIssues';
import { FORM_FIELDS } from '@/lib/forms/formName';
import { MAX_LENGTH } from '@/lib/forms/fields';
import { navigateTo } from '@/lib/forms/navigate';
import { optinSchema, type OptinInput, type OptinValues } from '@/lib/forms/optin';
import { useSubmission } from '@/lib/forms/useSubmission';
import { TrackingScripts } from '@/lib/tracking/TrackingScripts';
import { FormFeedback } from './fields/FormFeedback';
import { HoneypotField } from './fields/HoneypotField';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import styles from './OptinForm.module.css';

const FIELDS = FORM_FIELDS.optin;
const send = (values: OptinValues) => subscribe(values.EMAIL);

export interface OptinFormProps {
  /** Where to send the visitor once subscribed (default: NEXT_PUBLIC_OPTIN_REDIRECT_URL); none when unset. */
  redirectTo?: string;
  /** How long the thank-you shows before the redirect. */
  redirectDelayMs?: number;
}

/** Mailing-list opt-in: on success the input goes, a thank-you shows, then the optional redirect. */
export function OptinFormClient({
  redirectTo = publicEnv.NEXT_PUBLIC_OPTIN_REDIRECT_URL,
  redirectDelayMs = 3000,
}: OptinFormProps) {
  const t = useTranslations('OptinForm');
  const tRoot = useTranslations();
  const formId = useId();
  const { register, handleSubmit, formState } = useForm<OptinInput, unknown, OptinValues>({
    resolver: zodResolver(optinSchema),
  });
  const onSuccess = useCallback(() => {
    if (redirectTo) setTimeout(() => navigateTo(redirectTo), redirectDelayMs);
  }, [redirectTo, redirectDelayMs]);
  const { state, submit, trap } = useSubmission({ form: 'optin', send, onSuccess });
  const issues = fieldIssues(formState.errors, FIELDS, formId);
  const finished = state.status === 'success';

  return (
    <form
      className={styles.form}
      aria-label={t('label')}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-busy={state.status === 'loading'}
    >
      {!finished && (
        <div className={styles.row}>
          <TextField
            className={styles.field}
            id={`${formId}-EMAIL`}
            label={t('email')}
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            required
            errorId={issues.errorId('EMAIL')}
            {...register('EMAIL')}
          />
          <SubmitButton state={state}>{t('submit')}</SubmitButton>
        </div>
      )}
      <HoneypotField id={`${formId}-trap`} ref={trap} />
      <FormFeedback
        formId={formId}
        state={state}
        success={tRoot('optin_success')}
        failure={tRoot('error_sending')}
        issues={issues.messages}
      />
      <TrackingScripts />
    </form>
  );
}
