import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en-US.json';
import { subscribe } from '@/lib/api/optin';
import { navigateTo } from '@/lib/forms/navigate';
import { OptinFormClient, type OptinFormProps } from './OptinFormClient';

vi.mock('@/lib/api/optin', () => ({ subscribe: vi.fn() }));
vi.mock('@/lib/forms/proofOfWork', () => ({
  createProofOfWork: () => ({ start: () => {}, proof: () => Promise.resolve('the-proof') }),
}));
vi.mock('@/lib/forms/navigate', () => ({ navigateTo: vi.fn() }));
vi.mock('@/lib/tracking/trackConversion', () => ({ trackConversion: () => Promise.resolve() }));
vi.mock('@/lib/reporting/reportFormFailure', () => ({ reportFormFailure: () => Promise.resolve() }));

function renderForm(props: OptinFormProps = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <OptinFormClient {...props} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(subscribe).mockReset().mockResolvedValue({ kind: 'ok', data: null });
  vi.mocked(navigateTo).mockReset();
});
afterEach(() => vi.useRealTimers());

async function subscribeAs(email: string) {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  await user.type(screen.getByLabelText('Your email'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('OptinFormClient', () => {
  it('thanks the visitor, hides the input, then redirects after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm({ redirectTo: '/fr/merci', redirectDelayMs: 2000 });
    await subscribeAs('jo@example.com');

    expect(await screen.findByText('Thank you for your registration!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your email')).toBeNull();
    // To the forms host's own endpoint (no mailing list set), with the proof of work.
    expect(subscribe).toHaveBeenCalledExactlyOnceWith('jo@example.com', { proof: 'the-proof', trap: '' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(navigateTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/fr/merci');
  });

  it('stays on the page without a redirect target', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm();
    await subscribeAs('jo@example.com');
    await screen.findByText('Thank you for your registration!');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('does not redirect a visitor who has left the page before the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { unmount } = renderForm({ redirectTo: '/fr/merci', redirectDelayMs: 2000 });
    await subscribeAs('jo@example.com');
    await screen.findByText('Thank you for your registration!');
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('marks an invalid email, describes it with its message and subscribes nobody', async () => {
    renderForm({ redirectTo: '/x' });
    await subscribeAs('jo@');
    const input = screen.getByLabelText('Your email');
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email.');
    expect(input).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
