'use client';

import { useId } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { ApiResult } from '@/lib/api/result';
import { fieldIssues } from '@/lib/forms/fieldIssues';
import { FORM_FIELDS, type FormName } from '@/lib/forms/formName';
import { useSubmission } from '@/lib/forms/useSubmission';
import type { FormShellState } from './FormShell';

interface LeadFormOptions<I extends FieldValues, V, T> {
  form: FormName;
  /** Validates the fields into what `send` takes (zodResolver of the form's schema). */
  resolver: Resolver<I, unknown, V>;
  send: (values: V) => Promise<ApiResult<T>>;
  onSuccess?: (data: T) => void;
}

/**
 * What every form shares: its fields' registration and ids, validation messages in
 * field order, and the submission; `shell` goes to the form's FormShell.
 */
export function useLeadForm<I extends FieldValues, V, T>({
  form,
  resolver,
  send,
  onSuccess,
}: LeadFormOptions<I, V, T>) {
  const formId = useId();
  const { register, handleSubmit, formState } = useForm<I, unknown, V>({ resolver });
  const { state, submit, trap } = useSubmission({ form, send, onSuccess });
  const issues = fieldIssues(formState.errors, FORM_FIELDS[form], formId);
  const shell: FormShellState = {
    formId,
    state,
    trap,
    issues: issues.messages,
    onSubmit: handleSubmit(submit),
  };
  return { register, state, id: (field: string) => `${formId}-${field}`, errorId: issues.errorId, shell };
}
