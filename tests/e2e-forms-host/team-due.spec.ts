import { expect, test } from '@playwright/test';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { TEAM_URL } from './env';
import { BASE, joinedMember, operator, postedLead } from './team-support';

// What is late comes first when the member asks: sorted by due time, overdue and due-soon
// leads are marked in words, and a lead already called back (no due time) comes last.
test.use({ baseURL: TEAM_URL });

const MESSAGES = { 'en-US': en.Team, fr: fr.Team } as const;
const HOUR = 3_600_000;

for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale];

  test(`${locale}: sorted by due time, the overdue lead first, then due soon, later, and the one called back last`, async ({
    browser,
    request,
  }) => {
    const run = Date.now();
    const { context, page } = await joinedMember(browser, locale, `due-${locale}-${run}@example.com`);
    // Posted oldest first: newest first, the list reads Done, Later, Soon, Late.
    const due: [string, number | null, string][] = [
      ['Late', -HOUR, 'new'],
      ['Soon', HOUR, 'new'],
      ['Later', 72 * HOUR, 'new'],
      ['Done', null, 'contacted'],
    ];
    for (const [name, offset, status] of due) {
      const id = await postedLead(request, {
        name: `Echeance ${name} ${run}`,
        company_name: 'Horloge inc.',
        email: `echeance.${name.toLowerCase()}.${run}@example.com`,
        phone: '514 555 0122',
        activity: 'agency',
      });
      operator(
        'UPDATE lead_work SET status = ?, due_at = ? WHERE lead_id = ?',
        status,
        offset === null ? null : new Date(Date.now() + offset).toISOString(),
        id,
      );
    }
    const names = () =>
      page
        .getByTestId('lead-row')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.textContent!.split(' ')[1]));

    await page.goto(`${BASE[locale]}?q=${encodeURIComponent(`echeance ${run}`)}`);
    await expect(page.getByTestId('lead-row')).toHaveCount(4);
    expect(await names()).toEqual(['Done', 'Later', 'Soon', 'Late']);

    await page.getByLabel(t.inbox.filters.sort).selectOption({ label: t.inbox.filters.sortDue });
    await page.getByRole('button', { name: t.inbox.filters.apply }).click();
    await expect(page).toHaveURL(/[?&]sort=due/);
    await expect(page.getByLabel(t.inbox.filters.sort)).toHaveValue('due');
    expect(await names()).toEqual(['Late', 'Soon', 'Later', 'Done']);
    // The owner's export keeps the search, not the list's order (the file has its own).
    const exported = page.getByRole('link', { name: t.inbox.exportContact });
    await expect(exported).toHaveAttribute('href', /[?&]q=echeance/);
    await expect(exported).not.toHaveAttribute('href', /[?&]sort=/);

    const rows = page.getByTestId('lead-row');
    await expect(rows.nth(0)).toHaveAttribute('data-urgency', 'overdue');
    await expect(rows.nth(0)).toContainText(t.inbox.urgency.overdue);
    await expect(rows.nth(1)).toHaveAttribute('data-urgency', 'soon');
    await expect(rows.nth(1)).toContainText(t.inbox.urgency.soon);
    await expect(rows.nth(2)).toHaveAttribute('data-urgency', '');
    await expect(rows.nth(3)).toContainText(t.inbox.statuses.contacted);
    await context.close();
  });
}
