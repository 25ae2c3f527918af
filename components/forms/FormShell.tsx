'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { useScheduled } from '@/lib/useScheduled';
import { FormFeedback } from './fields/FormFeedback';
import { HoneypotField } from './fields/HoneypotField';
import { SubmitButton } from './fields/SubmitButton';
import type { FormShellState } from './useFormSubmission';

// The trackers' loader comes with the visitor's first focus or input in a form, which is
// when it would load them (with consent) anyway.
const TrackingScripts = lazy(() =>
  import('@/lib/tracking/TrackingScripts').then((m) => ({ default: m.TrackingScripts })),
);

interface Props {
  shell: FormShellState;
  className?: string;
  /** The form's accessible name, where no heading names it. */
  label?: string;
  /** What a sent form says (default: the catalogue's success_message). */
  success?: ReactNode;
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
  const [used, setUsed] = useState(false);
  const schedule = useScheduled();
  // What a first use starts (scripts, a challenge) waits for the frame that shows the focus or
  // the character typed; the latest use replaces one still waiting, and leaving cancels it.
  const use = () =>
    schedule(() =>
      afterNextPaint(() => {
        onUse();
        setUsed(true);
      }),
    );
  // A field focused before the page's scripts ran had no handler yet: that focus is its first use.
  const form = useRef<HTMLFormElement>(null);
  const usedBeforeHydration = useEffectEvent(() => {
    if (form.current?.contains(document.activeElement)) use();
  });
  useEffect(() => usedBeforeHydration(), []);
  return (
    <form
      ref={form}
      className={className}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      onFocus={use}
      onInput={use}
      aria-busy={state.status === 'loading'}
    >
      {children}
      <HoneypotField id={`${formId}-trap`} ref={trap} />
      <FormFeedback
        formId={formId}
        state={state}
        success={success ?? t('success_message')}
        failure={failure ?? t('error_sending')}
        issues={issues}
      />
      {submitLabel && <SubmitButton state={state}>{submitLabel}</SubmitButton>}
      {used && (
        <Suspense fallback={null}>
          <TrackingScripts />
        </Suspense>
      )}
    </form>
  );
}
