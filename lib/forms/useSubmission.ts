import { useLocale } from 'next-intl';
import { useCallback, useReducer, useRef, type RefObject } from 'react';
import type { ApiResult } from '@/lib/api/result';
import { describeFields } from '@/lib/reporting/formContext';
import { reportFormFailure } from '@/lib/reporting/reportFormFailure';
import { trackConversion } from '@/lib/tracking/trackConversion';
import type { FormName } from './formName';
import { initialSubmission, submissionReducer, type SubmissionState } from './submission';

export interface SubmissionOptions<V, T> {
  form: FormName;
  /** Sends the validated values; resolves to a result, never rejects. */
  send: (values: V) => Promise<ApiResult<T>>;
  /** Runs after success once the conversion is tracked (e.g. a redirect). */
  onSuccess?: (data: T) => void;
}

/**
 * The submission shared by every form: state, one request at a time, tracking
 * after success, a report after failure. Values stay in the form's fields, so
 * an error leaves them as typed. `trap` goes to the form's HoneypotField: filled, the
 * form gets the same success with no request, no conversion and no redirect, so a
 * bot learns nothing.
 */
export function useSubmission<V, T>({ form, send, onSuccess }: SubmissionOptions<V, T>) {
  const locale = useLocale();
  const [state, dispatch] = useReducer(submissionReducer, initialSubmission);
  const busy = useRef(false);
  const trap = useRef<HTMLInputElement>(null);

  const submit = useCallback(
    async (values: V) => {
      if (busy.current) return;
      busy.current = true;
      dispatch({ type: 'start' });
      if (trap.current?.value) {
        dispatch({ type: 'succeed' });
        return;
      }
      let result: ApiResult<T>;
      try {
        result = await send(values);
      } catch {
        result = { kind: 'error', reason: 'network' };
      }
      if (result.kind === 'ok') {
        // busy stays set: a sent form cannot be sent again.
        dispatch({ type: 'succeed' });
        const tracked = trackConversion(form);
        if (onSuccess) {
          await tracked;
          onSuccess(result.data);
        }
        return;
      }
      busy.current = false;
      dispatch({ type: 'fail', conflict: result.kind === 'conflict' });
      void reportFormFailure({
        form,
        locale,
        reason: result.kind === 'conflict' ? 'http' : result.reason,
        status: result.status,
        fields: describeFields(values as object),
        invalid: result.kind === 'error' ? result.invalid : undefined,
      });
    },
    [form, locale, send, onSuccess],
  );

  return { state, submit, trap } satisfies {
    state: SubmissionState;
    submit: (values: V) => Promise<void>;
    trap: RefObject<HTMLInputElement | null>;
  };
}
