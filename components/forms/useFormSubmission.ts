'use client';

import { useLocale } from 'next-intl';
import { useId, useReducer, useRef, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { ValidationMessage } from '@polyfence/lead-contract';
import type { ApiResult } from '@/lib/api/result';
import { fieldIssues } from '@/lib/forms/fieldIssues';
import { FORM_FIELDS, type FormName } from '@/lib/forms/formName';
import { describeFields } from '@/lib/reporting/formContext';
import { reportFormFailure } from '@/lib/reporting/reportFormFailure';
import { trackConversion } from '@/lib/tracking/trackConversion';

/** What a submitted form shows: idle → loading → success, or error (button back). */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; failure: 'conflict' | 'error' };

type SubmissionEvent = { type: 'start' } | { type: 'succeed' } | { type: 'fail'; conflict: boolean };

/** The transitions; a start while loading or after success is ignored (no double submit). */
export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'start':
      return state.status === 'loading' || state.status === 'success' ? state : { status: 'loading' };
    case 'succeed':
      return state.status === 'loading' ? { status: 'success' } : state;
    case 'fail':
      return state.status === 'loading'
        ? { status: 'error', failure: event.conflict ? 'conflict' : 'error' }
        : state;
  }
}

/** What FormShell draws the form's frame from. */
export interface FormShellState {
  formId: string;
  state: SubmissionState;
  trap: RefObject<HTMLInputElement | null>;
  issues: ValidationMessage[];
  /** Validates, then submits; the form's onSubmit. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

type FormField = (typeof FORM_FIELDS)[FormName][number];

interface Options<I extends FieldValues, V, T> {
  form: FormName;
  /** Validates the fields into what `send` takes (zodResolver of the form's schema). */
  resolver: Resolver<I, unknown, V>;
  /** Sends the validated values; resolves to a result, never rejects. */
  send: (values: V) => Promise<ApiResult<T>>;
  /** Runs after success once the conversion is tracked (e.g. a redirect). */
  onSuccess?: (data: T) => void;
}

/**
 * Every form's fields and submission: registration and ids, validation messages in field
 * order (react-hook-form focuses the first invalid field), then one request at a time,
 * tracking after success, a report after failure. Values stay in the fields, so an error
 * leaves them as typed. The shell's `trap` goes to the HoneypotField: filled, the form
 * gets the same success with no request, no conversion and no redirect, so a bot learns
 * nothing. `shell` goes to the form's FormShell.
 */
export function useFormSubmission<I extends FieldValues, V extends object, T>({
  form,
  resolver,
  send,
  onSuccess,
}: Options<I, V, T>) {
  const formId = useId();
  const locale = useLocale();
  const { register, handleSubmit, formState } = useForm<I, unknown, V>({ resolver });
  const [state, dispatch] = useReducer(submissionReducer, { status: 'idle' });
  const busy = useRef(false);
  const trap = useRef<HTMLInputElement>(null);

  async function submit(values: V) {
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
      fields: describeFields(values),
      invalid: result.kind === 'error' ? result.invalid : undefined,
    });
  }

  const issues = fieldIssues(formState.errors, FORM_FIELDS[form], formId);
  const shell: FormShellState = {
    formId,
    state,
    trap,
    issues: issues.messages,
    // Wrapped so that nothing reads the refs `submit` uses while rendering.
    onSubmit: (event) => handleSubmit(submit)(event),
  };
  const id = (name: string) => `${formId}-${name}`;
  /** What a field component takes for control `name`: its id, its message's id, its registration. */
  const field = (name: Path<I> & FormField) => ({
    id: id(name),
    errorId: issues.errorId(name),
    ...register(name),
  });
  return { state, id, field, shell };
}
