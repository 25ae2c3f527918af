'use client';

import { useLocale } from 'next-intl';
import { useId, useReducer, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { ValidationMessage } from '@polyfence/lead-contract';
import type { ApiResult } from '@/lib/api/result';
import { fieldIssues } from '@/lib/forms/fieldIssues';
import { FORM_FIELDS, type FormName } from '@/lib/forms/formName';
import { loadValidation } from '@/lib/forms/loadValidation';
import type { FormSchemas } from '@/lib/forms/validation';
import type { ProofOfWork } from '@/lib/forms/proofOfWork';
import { afterDelay, useScheduled } from '@/lib/useScheduled';
import { whenBrowserIdle } from '@/lib/whenBrowserIdle';

/** How long the visitor stops typing before the form's checks are made ready. */
export const TYPING_PAUSE_MS = 1_000;

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
  /**
   * The visitor focused or typed in the form: its proof of work starts, once, and its checks
   * get ready in the visitor's next pause.
   */
  onUse: () => void;
}

/** What a forms host is sent beside the values: the proof of work, and the trap's value ('' if empty). */
export interface SpamSignals {
  proof: string | null;
  trap: string;
}

type FormField = (typeof FORM_FIELDS)[FormName][number];

/** What form F's fields hold, and what its schema makes of them (what it sends). */
export type FormInput<F extends FormName> = z.input<FormSchemas[F]> & FieldValues;
export type FormValues<F extends FormName> = z.output<FormSchemas[F]>;

/**
 * A forms host's proof of work, whose code comes with the form's first use: the pages whose
 * forms post elsewhere (the newsletter on the home page) never load it.
 */
function deferredProofOfWork(): ProofOfWork {
  let made: Promise<ProofOfWork> | undefined;
  const get = () => (made ??= import('@/lib/forms/proofOfWork').then((m) => m.createProofOfWork()));
  return {
    // Its code failing to load is one more way of having no proof: the post still goes.
    start: () =>
      void get().then(
        (proofOfWork) => proofOfWork.start(),
        () => undefined,
      ),
    proof: () =>
      get().then(
        (proofOfWork) => proofOfWork.proof(),
        () => null,
      ),
  };
}

/**
 * Checks form F with its schema, whose code is fetched in the visitor's first pause in the form
 * (`onUse`), or here at the latest: a visitor who submits at once waits for it, nobody else does.
 */
function lazyResolver<F extends FormName>(
  form: F,
  sendCode?: () => Promise<unknown>,
): Resolver<FormInput<F>, unknown, FormValues<F>> {
  return async (values, context, options) => {
    const [{ formSchemas, zodResolver }] = await Promise.all([loadValidation(), sendCode?.()]);
    const resolve = zodResolver(formSchemas[form] as never) as unknown as Resolver<
      FormInput<F>,
      unknown,
      FormValues<F>
    >;
    return resolve(values, context, options);
  };
}

interface Options<F extends FormName, T> {
  form: F;
  /** Sends the validated values; resolves to a result, never rejects. */
  send: (values: FormValues<F>, spam: SpamSignals) => Promise<ApiResult<T>>;
  /**
   * The code `send` imports, if it imports any: fetched with the schema code, and loaded before
   * a check ends, so a send starts (and its timeout counts) as soon as the form shows it sending.
   */
  sendCode?: () => Promise<unknown>;
  /**
   * The form posts to a forms host, which keeps spam apart rather than acting on it: a proof of
   * work is solved while the form is filled, and a filled trap is sent too, so that a person's
   * autofill kept as spam can be restored. Otherwise (an account, a mailing list) a filled trap
   * sends nothing.
   */
  formsHost?: boolean;
  /** Runs after success once the conversion is tracked (e.g. a redirect). */
  onSuccess?: (data: T) => void;
}

/**
 * Every form's fields and submission: registration and ids, validation by the form's schema
 * (fetched on first use), messages in field
 * order (react-hook-form focuses the first invalid field), then one request at a time,
 * tracking after success, a report after failure. Values stay in the fields, so an error
 * leaves them as typed. The shell's `trap` goes to the HoneypotField: filled, the form
 * gets the same success with no conversion and no redirect, so a bot learns nothing; only
 * a forms host is sent it (see `formsHost`). `shell` goes to the form's FormShell.
 */
export function useFormSubmission<F extends FormName, T>({
  form,
  send,
  sendCode,
  onSuccess,
  formsHost = false,
}: Options<F, T>) {
  type I = FormInput<F>;
  type V = FormValues<F>;
  const formId = useId();
  const locale = useLocale();
  const [resolver] = useState(() => lazyResolver(form, sendCode));
  const { register, handleSubmit, formState } = useForm<I, unknown, V>({ resolver });
  const [state, dispatch] = useReducer(submissionReducer, { status: 'idle' });
  const busy = useRef(false);
  const trap = useRef<HTMLInputElement>(null);
  const [proofOfWork] = useState(() => (formsHost ? deferredProofOfWork() : null));
  const schedulePause = useScheduled();

  // The schema code (zod) is the heaviest script a form runs: it comes in a pause of the
  // visitor's, not between two keys. Its first check costs ten times the next ones (zod builds
  // the schema then), so one is run idle, and the click on Send does not pay for it.
  const prepareCheck = () => {
    void loadValidation().then(({ formSchemas }) =>
      whenBrowserIdle(() => void formSchemas[form].safeParseAsync({})),
    );
    void sendCode?.();
  };

  async function submit(values: V) {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'start' });
    const trapped = trap.current?.value ?? '';
    if (trapped && !formsHost) {
      dispatch({ type: 'succeed' });
      return;
    }
    let result: ApiResult<T>;
    try {
      // Waits for the proof only as long as it takes; without one the post still goes.
      const proof = proofOfWork ? await proofOfWork.proof() : null;
      result = await send(values, { proof, trap: trapped });
    } catch {
      result = { kind: 'error', reason: 'network' };
    }
    if (result.kind === 'ok') {
      // busy stays set: a sent form cannot be sent again.
      dispatch({ type: 'succeed' });
      // Kept as spam: neither a conversion nor a next step.
      if (trapped) return;
      // Tracking and reporting code comes when a form is sent, not with the page.
      const tracked = import('@/lib/tracking/trackConversion')
        .then(({ trackConversion }) => trackConversion(form))
        .catch(() => undefined);
      if (onSuccess) {
        await tracked;
        onSuccess(result.data);
      }
      return;
    }
    busy.current = false;
    dispatch({ type: 'fail', conflict: result.kind === 'conflict' });
    void import('@/lib/reporting/reportFormFailure').then(({ describeFields, reportFormFailure }) =>
      reportFormFailure({
        form,
        locale,
        reason: result.kind === 'conflict' ? 'http' : result.reason,
        status: result.status,
        fields: describeFields(values),
        invalid: result.kind === 'error' ? result.invalid : undefined,
      }),
    );
  }

  const issues = fieldIssues(formState.errors, FORM_FIELDS[form], formId);
  const shell: FormShellState = {
    formId,
    state,
    trap,
    issues: issues.messages,
    // Wrapped so that nothing reads the refs `submit` uses while rendering.
    onSubmit: (event) => handleSubmit(submit)(event),
    // Not once sent: a proof is solved for a post to come. The schema code comes in the next
    // pause, so that checking the fields later waits for nothing.
    onUse: () => {
      if (busy.current) return;
      schedulePause(afterDelay(prepareCheck, TYPING_PAUSE_MS));
      proofOfWork?.start();
    },
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
