import { expect, test } from '@playwright/test';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { TEAM_URL } from './env';
import { BASE, joinedMember, postedLead } from './team-support';

// The inbox by keyboard, as mail clients do: j and k through the leads, Enter opens one, ?
// lists the keys; typed into a field, they are letters.
test.use({ baseURL: TEAM_URL });

const MESSAGES = { 'en-US': en.Team, fr: fr.Team } as const;

for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale];

  test(`${locale}: j and k move through the leads, Enter opens one, ? lists the keys, never while typing`, async ({
    browser,
    request,
  }) => {
    const run = Date.now();
    const { context, page } = await joinedMember(browser, locale, `keys-${locale}-${run}@example.com`);
    for (const name of ['Un', 'Deux']) {
      await postedLead(request, {
        name: `Clavier ${name} ${run}`,
        company_name: 'Touches inc.',
        email: `clavier.${name.toLowerCase()}.${run}@example.com`,
        phone: '514 555 0111',
        activity: 'agency',
      });
    }
    await page.goto(`${BASE[locale]}?q=${encodeURIComponent(`clavier ${run}`)}`);
    await expect(page.getByTestId('lead-row')).toHaveCount(2);
    const links = page.getByTestId('lead-row').getByRole('link');

    await page.keyboard.press('j');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('j');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(links.nth(0)).toBeFocused();

    // In the search field, j is a letter.
    const search = page.getByLabel(t.inbox.filters.search);
    await search.fill('');
    await search.press('j');
    await expect(search).toHaveValue('j');
    await expect(search).toBeFocused();

    await page.keyboard.press('Escape');
    await links.nth(0).focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: t.inbox.shortcuts.title });
    await expect(help).toBeVisible();
    await expect(help).toContainText(t.inbox.shortcuts.next);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    const name = await links.nth(0).innerText();
    await links.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lead')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await context.close();
  });
}
