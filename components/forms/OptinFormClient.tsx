'use client';

import { useTranslations } from 'next-intl';
import { publicEnv } from '@/lib/publicEnv';
import type { OptinValues } from '@polyfence/lead-contract';
import { navigateTo } from '@/lib/forms/navigate';
import { afterDelay, useScheduled } from '@/lib/useScheduled';
import { EMAIL } from './fields/contactDetails';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import { FormShell } from './FormShell';
import styles from './OptinForm.module.css';
import { useFormSubmission, type SpamSignals } from './useFormSubmission';

// The mailing list's client comes with the form's first use, not with the page.
const loadList = () => import('@/lib/api/optin');
const send = async (values: OptinValues, spam: SpamSignals) =>
  (await loadList()).subscribe(values.EMAIL, spam);

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
  // A visitor who has gone to another page in the meantime stays there.
  const schedule = useScheduled();
  const onSuccess = () => {
    if (redirectTo) schedule(afterDelay(() => navigateTo(redirectTo), redirectDelayMs));
  };
  const { state, field, shell } = useFormSubmission({
    form: 'optin',
    send,
    sendCode: loadList,
    onSuccess,
    // No mailing list configured: the forms host keeps the sign-ups (lib/api/optin.ts).
    formsHost: !publicEnv.NEXT_PUBLIC_OPTIN_URL,
  });
  const finished = state.status === 'success';

  return (
    <FormShell shell={shell} className={styles.form} label={t('label')} success={tRoot('optin_success')}>
      {!finished && (
        <div className={styles.row}>
          <TextField className={styles.field} label={t('email')} {...EMAIL} {...field('EMAIL')} />
          <SubmitButton state={state}>{t('submit')}</SubmitButton>
        </div>
      )}
    </FormShell>
  );
}
