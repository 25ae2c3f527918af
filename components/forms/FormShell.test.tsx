import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import messages from '@/messages/en-US.json';
import { FormShell } from './FormShell';
import type { FormShellState } from './useFormSubmission';

vi.mock('@/lib/tracking/TrackingScripts', () => ({ TrackingScripts: () => null }));

const twoFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

function shellOf(onUse: () => void) {
  const shell: FormShellState = {
    formId: 'f',
    state: { status: 'idle' },
    trap: { current: null },
    issues: [],
    onSubmit: () => Promise.resolve(),
    onUse,
  };
  return (
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <FormShell shell={shell}>
        <input aria-label="Name" />
      </FormShell>
    </NextIntlClientProvider>
  );
}

const renderShell = (onUse: () => void) => render(shellOf(onUse));

/** The server's markup, a field focused (or not) before the scripts run, then hydration. */
function hydrateShell(onUse: () => void, focusFirst: boolean) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(shellOf(() => undefined));
  if (focusFirst) container.querySelector('input')!.focus();
  return render(shellOf(onUse), { container, hydrate: true });
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

  it('counts a field focused before hydration as the first use, and nothing else as one', async () => {
    const focused = vi.fn();
    hydrateShell(focused, true);
    await twoFrames();
    expect(focused).toHaveBeenCalledOnce();
    cleanup();
    const untouched = vi.fn();
    hydrateShell(untouched, false);
    await twoFrames();
    expect(untouched).not.toHaveBeenCalled();
  });
});
