'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { subscribe } from '@/lib/api/optin';
import { publicEnv } from '@/lib/publicEnv';
import { MAX_LENGTH, optinSchema, type OptinValues } from '@polyfence/lead-contract';
import { navigateTo } from '@/lib/forms/navigate';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import { FormShell } from './FormShell';
import styles from './OptinForm.module.css';
import { useFormSubmission } from './useFormSubmission';

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
  const onSuccess = () => {
    if (redirectTo) setTimeout(() => navigateTo(redirectTo), redirectDelayMs);
  };
  const { register, state, id, errorId, shell } = useFormSubmission({
    form: 'optin',
    resolver: zodResolver(optinSchema),
    send,
    onSuccess,
  });
  const finished = state.status === 'success';

  return (
    <FormShell
      shell={shell}
      className={styles.form}
      label={t('label')}
      success={tRoot('optin_success')}
      failure={tRoot('error_sending')}
    >
      {!finished && (
        <div className={styles.row}>
          <TextField
            className={styles.field}
            id={id('EMAIL')}
            label={t('email')}
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            required
            errorId={errorId('EMAIL')}
            {...register('EMAIL')}
          />
          <SubmitButton state={state}>{t('submit')}</SubmitButton>
        </div>
      )}
    </FormShell>
  );
}
