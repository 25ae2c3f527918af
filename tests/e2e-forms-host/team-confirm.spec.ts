import { expect, test } from '@playwright/test';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { TEAM_URL } from './env';
import { BASE, joinedMember, operator, PAGES, securityKeyInstead, stored } from './team-support';

// What outlasts a session (a passkey added, an invitation, a role, a removal) asks for a
// passkey proof of the last 5 minutes: a stolen cookie alone cannot make itself a way back in.
test.use({ baseURL: TEAM_URL });
// Joining, two confirmations, a passkey added and one removed, with accessibility checks: about
// 30 s on a busy two-core machine, a page a second or so.
test.setTimeout(90_000);

const MESSAGES = { 'en-US': en.Team, fr: fr.Team } as const;

/** The member's sessions, as if their last passkey proof were six minutes old. */
const sixMinutesLater = (email: string) =>
  operator(
    'UPDATE sessions SET verified_at = ? WHERE member_id = (SELECT id FROM members WHERE email = ?)',
    new Date(Date.now() - 6 * 60_000).toISOString(),
    email,
  );

for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale];
  const base = BASE[locale];

  test(`${locale}: an owner confirms with their passkey before inviting, and adding a passkey asks for it first`, async ({
    browser,
  }) => {
    // Of this run only: a retry starts from nothing.
    const run = Date.now();
    const email = `confirming-${locale}-${run}@example.com`;
    const invitee = `invitee-${locale}-${run}@example.com`;
    const { context, page } = await joinedMember(browser, locale, email);
    const confirmation = page.getByTestId('confirmation');
    await page.goto(`${base}${PAGES[locale].members}`);
    // Just joined: confirmed.
    await expect(confirmation).toHaveAttribute('data-confirmed', 'true');

    sixMinutesLater(email);
    await page.reload();
    await expect(confirmation).toHaveAttribute('data-confirmed', 'false');
    await expect(confirmation).toContainText(t.confirm.intro);
    await page.getByLabel(t.members.emailLabel).fill(invitee);
    await page.getByLabel(t.members.emailLabel).press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.confirm.needed);
    expect(stored('SELECT count(*) AS n FROM invitations WHERE email = ?', invitee)).toEqual({ n: 0 });
    await expectNoAxeViolations(page);

    await confirmation.getByRole('button', { name: t.confirm.button }).click();
    await expect(confirmation).toHaveAttribute('data-confirmed', 'true');
    await expect(page.getByRole('status').first()).toHaveText(t.confirm.done);
    await page.getByLabel(t.members.emailLabel).fill(invitee);
    await page.getByLabel(t.members.emailLabel).press('Enter');
    await expect(page.getByRole('status').first()).toHaveText(t.members.done.invited);
    expect(stored('SELECT count(*) AS n FROM invitations WHERE email = ?', invitee)).toEqual({ n: 1 });

    // Adding a passkey, six minutes on: the browser asks for the passkey this device has, then
    // makes the new one on a security key (this device already holds one of the member's).
    sixMinutesLater(email);
    await page.goto(`${base}${PAGES[locale].passkeys}`);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/team/')) asked.push(new URL(r.url()).pathname);
    });
    // Once the passkey has confirmed it is them, the new one is made on the security key.
    await page.route('**/team/passkeys/options', async (route) => {
      if (asked.includes('/team/confirm')) await securityKeyInstead(page);
      await route.continue();
    });
    await page.getByRole('button', { name: t.passkeys.addButton }).click();
    await expect(page.getByRole('status').first()).toHaveText(t.passkeys.done.added);
    await expect(page.getByTestId('passkey')).toHaveCount(2);
    expect(asked).toEqual([
      '/team/passkeys/options',
      '/team/confirm/options',
      '/team/confirm',
      '/team/passkeys/options',
      '/team/passkeys',
    ]);

    // Removing the laptop's passkey, six minutes on: refused until the security key confirms.
    sixMinutesLater(email);
    await page.reload();
    const laptop = page.getByTestId('passkey').first();
    const laptopName = (await laptop.locator('td').first().innerText()).trim();
    await laptop.getByRole('button', { name: t.passkeys.remove.replace('{name}', laptopName) }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.confirm.needed);
    await expect(page.getByTestId('passkey')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await confirmation.getByRole('button', { name: t.confirm.button }).click();
    await expect(page.getByRole('status').first()).toHaveText(t.confirm.passkeysDone);
    await page
      .getByTestId('passkey')
      .first()
      .getByRole('button', { name: t.passkeys.remove.replace('{name}', laptopName) })
      .click();
    // That passkey started this session: it ended with it. The security key signs in.
    await expect(page).toHaveURL(new RegExp(`${base}${PAGES[locale].signIn}`));
    await page.getByRole('button', { name: t.signIn.button }).click();
    await expect(page).toHaveURL(`${TEAM_URL}${base}`);
    await page.goto(`${base}${PAGES[locale].passkeys}`);
    await expect(page.getByTestId('passkey')).toHaveCount(1);
    await context.close();
  });
}
