import { act, renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api/result';
import type { FormName } from '@/lib/forms/formName';
import { loadValidation } from '@/lib/forms/loadValidation';
import { createProofOfWork } from '@/lib/forms/proofOfWork';
import { reportFormFailure } from '@/lib/reporting/reportFormFailure';
import { trackConversion } from '@/lib/tracking/trackConversion';
import { submissionReducer, TYPING_PAUSE_MS, useFormSubmission, type SpamSignals } from './useFormSubmission';

vi.mock('@/lib/tracking/trackConversion', () => ({ trackConversion: vi.fn(() => Promise.resolve()) }));
vi.mock('@/lib/reporting/reportFormFailure', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/reporting/reportFormFailure')>()),
  reportFormFailure: vi.fn(() => Promise.resolve()),
}));
const proofOfWork = { start: vi.fn(), proof: vi.fn(() => Promise.resolve<string | null>('the-proof')) };
vi.mock('@/lib/forms/proofOfWork', () => ({ createProofOfWork: vi.fn(() => proofOfWork) }));
// The schema code the hook fetches, reduced to passing on the values each submit is given.
const checked = { values: {} as object };
// Every form's schema, as far as the hook's idle first check sees it.
const schema = { safeParseAsync: vi.fn(() => Promise.resolve({ success: false })) };
vi.mock('@/lib/forms/loadValidation', () => ({
  loadValidation: vi.fn(() =>
    Promise.resolve({
      formSchemas: { contact: schema, career: schema, signup: schema, optin: schema },
      zodResolver: () => () => ({ values: checked.values, errors: {} }),
    }),
  ),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="fr" messages={{}}>
    {children}
  </NextIntlClientProvider>
);

/** The hook as a form uses it, its schema passing on the values each submit is given. */
function renderSubmission<T>(options: {
  form: FormName;
  send: (values: object, spam: SpamSignals) => Promise<ApiResult<T>>;
  onSuccess?: (data: T) => void;
  formsHost?: boolean;
}) {
  const { result, unmount } = renderHook(
    () => useFormSubmission(options as Parameters<typeof useFormSubmission>[0]),
    { wrapper },
  );
  const submit = (submitted: object) => {
    checked.values = submitted;
    return result.current.shell.onSubmit();
  };
  return { result, submit, unmount };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => vi.clearAllMocks());

describe('submissionReducer', () => {
  it('goes idle → loading → success and stays there', () => {
    let s = submissionReducer({ status: 'idle' }, { type: 'start' });
    expect(s).toEqual({ status: 'loading' });
    s = submissionReducer(s, { type: 'succeed' });
    expect(s).toEqual({ status: 'success' });
    expect(submissionReducer(s, { type: 'start' })).toBe(s);
  });

  it('goes loading → error (conflict or not) → loading again', () => {
    const loading = { status: 'loading' } as const;
    expect(submissionReducer(loading, { type: 'fail', conflict: true })).toEqual({
      status: 'error',
      failure: 'conflict',
    });
    const failed = submissionReducer(loading, { type: 'fail', conflict: false });
    expect(failed).toEqual({ status: 'error', failure: 'error' });
    expect(submissionReducer(failed, { type: 'start' })).toEqual({ status: 'loading' });
  });

  it('ignores a second start while loading and results when not loading', () => {
    const loading = { status: 'loading' } as const;
    expect(submissionReducer(loading, { type: 'start' })).toBe(loading);
    const idle = { status: 'idle' } as const;
    expect(submissionReducer(idle, { type: 'succeed' })).toBe(idle);
    expect(submissionReducer(idle, { type: 'fail', conflict: false })).toBe(idle);
  });
});

describe('useFormSubmission', () => {
  /** The form hands the hook's trap ref to its HoneypotField; a bot filled it. */
  const fillTrap = (trap: { current: HTMLInputElement | null }) =>
    (trap.current = Object.assign(document.createElement('input'), { value: 'https://spam.example' }));

  it('shows success for a filled honeypot without sending, tracking, reporting or redirecting', async () => {
    const send = vi.fn(() => Promise.resolve({ kind: 'ok', data: { token: 't' } } as const));
    const onSuccess = vi.fn();
    const { result, submit } = renderSubmission({ form: 'signup', send, onSuccess });
    fillTrap(result.current.shell.trap);
    await act(() => submit({ email: 'bot@spam.example' }));
    expect(result.current.state).toEqual({ status: 'success' });
    expect(send).not.toHaveBeenCalled();
    expect(trackConversion).not.toHaveBeenCalled();
    expect(reportFormFailure).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    // Like a real success, it cannot be sent again.
    await act(() => submit({ email: 'bot@spam.example' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a filled honeypot to a forms host (kept as spam), then the same success without tracking or redirect', async () => {
    const send = vi.fn(() => Promise.resolve({ kind: 'ok', data: null } as const));
    const onSuccess = vi.fn();
    const { result, submit } = renderSubmission({ form: 'optin', send, onSuccess, formsHost: true });
    fillTrap(result.current.shell.trap);
    await act(() => submit({ EMAIL: 'bot@spam.example' }));
    expect(send).toHaveBeenCalledExactlyOnceWith(
      { EMAIL: 'bot@spam.example' },
      { proof: 'the-proof', trap: 'https://spam.example' },
    );
    expect(result.current.state).toEqual({ status: 'success' });
    expect(trackConversion).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends as usual while the honeypot is empty', async () => {
    const send = vi.fn(() => Promise.resolve({ kind: 'ok', data: null } as const));
    const { result, submit } = renderSubmission({ form: 'contact', send });
    result.current.shell.trap.current = document.createElement('input');
    await act(() => submit({ name: 'Ana' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ana' }, { proof: null, trap: '' });
    expect(trackConversion).toHaveBeenCalledExactlyOnceWith('contact');
  });

  it('starts the proof of work on use and sends it with the post; none once sent', async () => {
    const send = vi.fn(() => Promise.resolve({ kind: 'ok', data: null } as const));
    const { result, submit } = renderSubmission({ form: 'contact', send, formsHost: true });
    result.current.shell.onUse();
    await waitFor(() => expect(proofOfWork.start).toHaveBeenCalledOnce());
    await act(() => submit({ name: 'Ana' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ana' }, { proof: 'the-proof', trap: '' });
    result.current.shell.onUse();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(proofOfWork.start).toHaveBeenCalledOnce();
  });

  it('fetches the schema code once the visitor pauses, not between two keys, then checks once idle', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(() => Promise.resolve({ kind: 'ok', data: null } as const));
      const { result } = renderSubmission({ form: 'contact', send, formsHost: true });
      result.current.shell.onUse();
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 10);
      result.current.shell.onUse();
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 10);
      expect(loadValidation).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(10);
      expect(loadValidation).toHaveBeenCalledOnce();
      await vi.runAllTimersAsync();
      expect(schema.safeParseAsync).toHaveBeenCalledExactlyOnceWith({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches nothing once the form has left the page', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(() => Promise.resolve({ kind: 'ok', data: null } as const));
      const { result, unmount } = renderSubmission({ form: 'contact', send, formsHost: true });
      result.current.shell.onUse();
      unmount();
      await vi.runAllTimersAsync();
      expect(loadValidation).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends without a proof when none could be had', async () => {
    proofOfWork.proof.mockResolvedValueOnce(null);
    const send = vi.fn(() => Promise.resolve({ kind: 'ok', data: null } as const));
    const { submit } = renderSubmission({ form: 'career', send, formsHost: true });
    await act(() => submit({ name: 'Ana' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ana' }, { proof: null, trap: '' });
    expect(trackConversion).toHaveBeenCalledExactlyOnceWith('career');
  });

  it('solves nothing for a form that posts elsewhere (an account API)', () => {
    const { result } = renderSubmission({ form: 'signup', send: vi.fn() });
    result.current.shell.onUse();
    expect(createProofOfWork).not.toHaveBeenCalled();
  });

  it('shows loading while sending, then success; tracks the conversion, reports nothing', async () => {
    const answer = deferred<ApiResult<{ token: string }>>();
    const send = vi.fn(() => answer.promise);
    const onSuccess = vi.fn();
    const { result, submit } = renderSubmission({ form: 'signup', send, onSuccess });
    expect(result.current.state).toEqual({ status: 'idle' });

    let done!: Promise<void>;
    await act(async () => {
      done = submit({ email: 'a@b.c' });
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(trackConversion).not.toHaveBeenCalled();

    await act(async () => {
      answer.resolve({ kind: 'ok', data: { token: 't' } });
      await done;
    });
    expect(result.current.state).toEqual({ status: 'success' });
    expect(trackConversion).toHaveBeenCalledExactlyOnceWith('signup');
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ token: 't' });
    expect(reportFormFailure).not.toHaveBeenCalled();
  });

  it('sends once however often it is submitted, including after success', async () => {
    const answer = deferred<ApiResult>();
    const send = vi.fn(() => answer.promise);
    const { submit } = renderSubmission({ form: 'contact', send });
    await act(async () => {
      void submit({});
      void submit({});
      answer.resolve({ kind: 'ok', data: null });
    });
    await act(() => submit({}));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ends in error on failure, reports it with the form context, and can be sent again', async () => {
    const send = vi
      .fn<(v: object) => Promise<ApiResult>>()
      .mockResolvedValueOnce({
        kind: 'error',
        reason: 'http',
        status: 400,
        invalid: { email: 'error_valid_email' },
      })
      .mockResolvedValueOnce({ kind: 'ok', data: null });
    const { result, submit } = renderSubmission({ form: 'contact', send });
    const values = { name: 'Jo', email: 'jo@', role: ' ' };
    await act(() => submit(values));
    expect(result.current.state).toEqual({ status: 'error', failure: 'error' });
    expect(trackConversion).not.toHaveBeenCalled();
    // Which fields were filled, never what they hold.
    expect(reportFormFailure).toHaveBeenCalledExactlyOnceWith({
      form: 'contact',
      locale: 'fr',
      reason: 'http',
      status: 400,
      fields: { name: 'filled', email: 'filled', role: 'empty' },
      invalid: { email: 'error_valid_email' },
    });
    await act(() => submit(values));
    expect(result.current.state).toEqual({ status: 'success' });
  });

  it('tells a conflict (409) apart', async () => {
    const send = vi.fn(() => Promise.resolve<ApiResult>({ kind: 'conflict', status: 409 }));
    const { result, submit } = renderSubmission({ form: 'signup', send });
    await act(() => submit({}));
    expect(result.current.state).toEqual({ status: 'error', failure: 'conflict' });
    await waitFor(() =>
      expect(reportFormFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 409 })),
    );
  });

  it('turns a send that throws into an error instead of a stuck form', async () => {
    const send = vi.fn(() => Promise.reject(new Error('boom')));
    const { result, submit } = renderSubmission({ form: 'career', send });
    await act(() => submit({}));
    expect(result.current.state).toEqual({ status: 'error', failure: 'error' });
    expect(reportFormFailure).toHaveBeenCalledWith(expect.objectContaining({ reason: 'network' }));
  });
});
