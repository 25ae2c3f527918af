import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubMenu } from './SubMenu';

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ul>
        <SubMenu id="company" label="Company">
          <li>
            <a href="#careers">Careers</a>
          </li>
          <li>
            <a href="#contact">Contact us</a>
          </li>
        </SubMenu>
      </ul>
      <button type="button">After</button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Company' }) };
}

describe('SubMenu', () => {
  it('starts collapsed and expands and collapses its list on click', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls', 'company');
    expect(screen.queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Careers' })).toBeVisible();
    expect(document.getElementById('company')).toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('company')).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when focus leaves it or one of its links is followed', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab();
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
