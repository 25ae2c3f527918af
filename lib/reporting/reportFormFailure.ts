import type { FailureReason } from '@/lib/api/result';
import type { FormName } from '@/lib/forms/formName';
import { loadSentry } from './loadSentry';
import { reportableValues } from './scrub';

export interface FormFailure {
  form: FormName;
  locale: string;
  reason: FailureReason;
  /** HTTP status, when the host answered. */
  status?: number;
  /** What the visitor typed; secrets are removed here and again by beforeSend. */
  values: Record<string, unknown>;
}

/** Reports a failed submission with its context. Never throws, never waits on the form. */
export async function reportFormFailure(failure: FormFailure): Promise<void> {
  try {
    const sentry = await loadSentry();
    if (!sentry) return;
    const status = failure.status ?? null;
    sentry.withScope((scope) => {
      scope.setTags({ form: failure.form, locale: failure.locale, reason: failure.reason });
      if (status !== null) scope.setTag('status', String(status));
      scope.setContext('form', {
        name: failure.form,
        locale: failure.locale,
        reason: failure.reason,
        status,
        values: reportableValues(failure.values),
      });
      scope.setFingerprint(['form-failure', failure.form, failure.reason, String(status)]);
      sentry.captureMessage(
        `${failure.form} form failed: ${failure.reason}${status ? ` ${status}` : ''}`,
        'error',
      );
    });
  } catch {
    // Reporting must never break the form.
  }
}
