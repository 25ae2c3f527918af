import type { FailureReason } from '@/lib/api/result';
import type { FormName } from '@/lib/forms/formName';
import type { ValidationMessage } from '@polyfence/lead-contract';
import { checkedFormContext, failureMessage, type FieldState } from './formContext';
import { loadSentry } from './loadSentry';

// A failed form imports this module then: what it reports goes with it.
export { describeFields } from './formContext';

export interface FormFailure {
  form: FormName;
  locale: string;
  reason: FailureReason;
  /** HTTP status, when the host answered. */
  status?: number;
  /** Which fields were filled (describeFields): the values themselves never get here. */
  fields: Record<string, FieldState>;
  /** The fields the host refused, and why. */
  invalid?: Record<string, ValidationMessage>;
}

/** Reports a failed submission with its context. Never throws, never waits on the form. */
export async function reportFormFailure(failure: FormFailure): Promise<void> {
  try {
    const context = checkedFormContext({ ...failure, name: failure.form });
    if (!context) return;
    const sentry = await loadSentry();
    if (!sentry) return;
    const { name, locale, reason, status } = context;
    sentry.withScope((scope) => {
      scope.setTags({ form: name, locale, reason });
      if (status !== null) scope.setTag('status', String(status));
      scope.setContext('form', { ...context });
      scope.setFingerprint(['form-failure', name, reason, String(status)]);
      sentry.captureMessage(failureMessage(context), 'error');
    });
  } catch {
    // Reporting must never break the form.
  }
}
