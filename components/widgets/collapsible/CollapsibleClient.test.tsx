import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsibleClient } from './CollapsibleClient';

describe('Collapsible', () => {
  it('starts collapsed and toggles its region with the button', async () => {
    const user = userEvent.setup();
    render(
      <CollapsibleClient title="How it works">
        <p>Details</p>
      </CollapsibleClient>,
    );
    const button = screen.getByRole('button', { name: 'How it works' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls')!);
    expect(region).toContainElement(screen.getByText('Details'));
    expect(screen.getByText('Details')).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Details')).toBeVisible();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Details')).not.toBeVisible();
  });
});
