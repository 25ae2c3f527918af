import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en-US.json';
import { FormShell } from './FormShell';
import type { FormShellState } from './useFormSubmission';

vi.mock('@/lib/tracking/TrackingScripts', () => ({ TrackingScripts: () => null }));

const twoFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

function renderShell(onUse: () => void) {
  const shell: FormShellState = {
    formId: 'f',
    state: { status: 'idle' },
    trap: { current: null },
    issues: [],
    onSubmit: () => Promise.resolve(),
    onUse,
  };
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <FormShell shell={shell}>
        <input aria-label="Name" />
      </FormShell>
    </NextIntlClientProvider>,
  );
}

describe('FormShell', () => {
  it('starts what a use starts once the frame is painted, once for keys typed in one frame', async () => {
    const onUse = vi.fn();
    renderShell(onUse);
    const input = screen.getByLabelText('Name');
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'J' } });
    fireEvent.input(input, { target: { value: 'Jo' } });
    expect(onUse).not.toHaveBeenCalled();
    await twoFrames();
    expect(onUse).toHaveBeenCalledOnce();
  });

  it('starts nothing once the form has left the page', async () => {
    const onUse = vi.fn();
    const { unmount } = renderShell(onUse);
    fireEvent.focus(screen.getByLabelText('Name'));
    unmount();
    await twoFrames();
    expect(onUse).not.toHaveBeenCalled();
  });
});
