import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BurgerNav } from './BurgerNav';

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <BurgerNav navId="site-nav" navLabel="Main" toggleLabel="Menu">
        <a href="#results">Results</a>
      </BurgerNav>
      <p>Page</p>
      <button type="button">Contact</button>
    </>,
  );
  const burger = screen.getByRole('button', { name: 'Menu' });
  const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
  return { user, burger, nav };
}

describe('BurgerNav', () => {
  it('controls the navigation bar and toggles it', async () => {
    const { user, burger, nav } = setup();
    expect(burger).toHaveAttribute('aria-controls', nav.id);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('toggles from the keyboard; Escape closes it and focus returns to the burger', async () => {
    const { user, burger } = setup();
    await user.tab();
    expect(burger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Results' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('closes when focus tabs out of it', async () => {
    const { user, burger } = setup();
    await user.click(burger);
    await user.tab();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Contact' })).toHaveFocus();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is followed or the visitor presses outside', async () => {
    const { user, burger } = setup();
    await user.click(burger);
    fireEvent.click(screen.getByRole('link', { name: 'Results' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    await user.click(screen.getByText('Page'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
