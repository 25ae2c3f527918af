import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import fr from '@/messages/fr.json';
import { DrawSandboxClient } from './DrawSandboxClient';

function renderSandbox(locale: 'en-US' | 'fr') {
  const messages = locale === 'fr' ? fr : en;
  render(
    <NextIntlClientProvider locale={locale} messages={{ DrawSandbox: messages.DrawSandbox }}>
      <DrawSandboxClient plan={null} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('fence-sandbox');
}

/** A 100 m × 60 m rectangle from the cursor's start, drawn with the keys alone. */
const RECTANGLE =
  '{Enter}' +
  '{ArrowRight}'.repeat(10) +
  '{Enter}' +
  '{ArrowDown}'.repeat(6) +
  '{Enter}' +
  '{ArrowLeft}'.repeat(10) +
  '{Enter}';

describe('DrawSandboxClient', () => {
  it('draws, removes and clears with the keyboard, announcing each step', async () => {
    const user = userEvent.setup();
    const sandbox = renderSandbox('en-US');
    expect(sandbox).toHaveAttribute('role', 'application');
    expect(sandbox).toHaveAccessibleName(en.DrawSandbox.label);
    await user.tab();
    expect(sandbox).toHaveFocus();

    await user.keyboard(RECTANGLE);
    await waitFor(() => expect(sandbox).toHaveAttribute('data-vertices', '4'));
    expect(Math.abs(Number(sandbox.getAttribute('data-area-m2')) - 6_000)).toBeLessThan(30);
    expect(screen.getByRole('status')).toHaveTextContent('Point 4 placed, 4 points in all.');
    expect(screen.getByRole('region', { name: en.DrawSandbox.results.title })).toHaveTextContent('6,000 m²');

    await user.keyboard('{Backspace}');
    await waitFor(() => expect(sandbox).toHaveAttribute('data-vertices', '3'));
    expect(screen.getByRole('status')).toHaveTextContent('Last point removed, 3 points left.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(sandbox).toHaveAttribute('data-vertices', '0'));
    expect(sandbox).toHaveAttribute('data-waste-a', '1.0000');
    expect(screen.getByRole('button', { name: en.DrawSandbox.clear })).toBeDisabled();
  });

  it('writes the numbers as Québec French does: a narrow no-break space before %, a comma for decimals', async () => {
    const user = userEvent.setup();
    const sandbox = renderSandbox('fr');
    await user.tab();
    await user.keyboard(RECTANGLE);
    await waitFor(() => expect(sandbox).toHaveAttribute('data-vertices', '4'));
    const results = screen.getByRole('region', { name: fr.DrawSandbox.results.title });
    // 6 000 m² in a 0.5 km circle of 785 398 m²: 99.2 % outside.
    // textContent as is: toHaveTextContent would fold the no-break spaces into plain ones.
    const text = results.textContent ?? '';
    expect(text).toContain('99,2\u202f%');
    expect(text).toContain('6\u202f000\u00a0m²');
    expect(text).toMatch(/0,5[\u00a0\u202f]km/);
  });
});
