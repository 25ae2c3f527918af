import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHeroMotionPaused, useHeroMotionPaused } from './heroMotion';
import { PauseAnimationsToggle } from './PauseAnimationsToggle';

function Listener() {
  return <output>{useHeroMotionPaused() ? 'paused' : 'running'}</output>;
}

describe('PauseAnimationsToggle', () => {
  afterEach(() => act(() => setHeroMotionPaused(false)));

  it('is a toggle button with a fixed name that pauses and resumes every listener', async () => {
    render(
      <>
        <PauseAnimationsToggle label="Pause animations" />
        <Listener />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Pause animations' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('running');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('paused');

    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('running');
  });
});
