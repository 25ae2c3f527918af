import { expect, test, type APIRequestContext } from '@playwright/test';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { BARE_URL, TEAM_URL } from './env';
import { BASE, cliInvite, device, formFields, operator, PAGES, replayForm, stored } from './team-support';

// The team's door in a real browser: Chromium's virtual authenticator (a platform passkey
// with user verification) on http://team.localhost, which WebAuthn counts as a secure origin.
test.describe.configure({ mode: 'serial' });
// The team's pages live on a host of their own.
test.use({ baseURL: TEAM_URL });
// Two members' whole door, with an accessibility check on each page: a page a second or so
// on a busy two-core machine, about 40 s.
test.setTimeout(120_000);

const MESSAGES = { 'en-US': en.Team, fr: fr.Team } as const;

for (const locale of ['en-US', 'fr'] as const) {
  const t = MESSAGES[locale];
  const base = BASE[locale];
  const pages = PAGES[locale];

  test(`${locale}: an owner joins from the CLI link, invites a member, and each role gets only its own`, async ({
    browser,
  }) => {
    const ownerEmail = `owner-${locale}@example.com`;
    const memberEmail = `member-${locale}@example.com`;

    // Signed out: no team page, no action.
    const stranger = await browser.newContext();
    const signedOut = await stranger.newPage();
    await signedOut.goto(`${base}${pages.members}`);
    await expect(signedOut).toHaveURL(`${TEAM_URL}${base}${pages.signIn}`);
    await expect(signedOut.getByRole('button', { name: t.signIn.button })).toBeVisible();
    const headers = (await signedOut.request.get(`${base}${pages.signIn}`)).headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await expectNoAxeViolations(signedOut);
    // Out of the sitemap and of robots' reach.
    const sitemap = await (await signedOut.request.get(`${BARE_URL}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/(leads|prospects)\b/);

    // The first owner, from the command line's link.
    const link = cliInvite(ownerEmail, 'owner', locale);
    expect(link).toMatch(new RegExp(`^${TEAM_URL}${base}/`));
    const ownerContext = await browser.newContext();
    const owner = await device(ownerContext);
    await owner.goto(link);
    await expect(owner.getByText(ownerEmail)).toBeVisible();
    await expectNoAxeViolations(owner);
    await owner.getByRole('button', { name: t.join.button }).click();
    await expect(owner).toHaveURL(`${TEAM_URL}${base}`);
    await expect(owner.getByRole('heading', { level: 1, name: t.inbox.title })).toBeVisible();

    // The link worked once.
    const again = await stranger.newPage();
    await again.goto(link);
    await expect(again.getByText(t.join.invalid)).toBeVisible();
    await expect(again.getByRole('button', { name: t.join.button })).toHaveCount(0);

    // The owner invites a member from the members page, by keyboard.
    await owner.goto(`${base}${pages.members}`);
    await owner.getByLabel(t.members.emailLabel).fill(memberEmail);
    await owner.getByLabel(t.members.emailLabel).press('Enter');
    await expect(owner.getByRole('status')).toHaveText(t.members.done.invited);
    const memberLink = await owner.getByTestId('joining-link').inputValue();
    await expectNoAxeViolations(owner);

    const memberContext = await browser.newContext();
    const member = await device(memberContext);
    await member.goto(memberLink);
    await member.getByRole('button', { name: t.join.button }).click();
    await expect(member).toHaveURL(`${TEAM_URL}${base}`);

    // A member gets 403 on owners' pages and actions; the server, not a hidden link, says so.
    const forbidden = await member.goto(`${base}${pages.members}`);
    expect(forbidden?.status()).toBe(403);
    await expect(member.getByRole('heading', { name: t.forbidden.title })).toBeVisible();
    await expect(member.getByText(ownerEmail)).toHaveCount(0);
    expect((await member.goto(`${base}${pages.audit}`))?.status()).toBe(403);
    // The invitation form, sent again with the fields the owner's page sends (its action's id).
    const members = `${base}${pages.members}`;
    const invite = await formFields(owner, members, t.members.inviteButton, { role: 'owner' });
    const sent = (email: string, client: APIRequestContext, origin = TEAM_URL) =>
      replayForm(client, members, { ...invite, email }, origin);
    const invited = (email: string) => stored('SELECT email FROM invitations WHERE email = ?', email);
    // As the owner's page sends it, it invites: the replay is the form.
    const replayed = await sent(`replayed-${locale}@example.com`, owner.request);
    expect(replayed.status()).toBe(303);
    expect(replayed.headers().location).toContain(`${pages.members}?done=invited`);
    expect(invited(`replayed-${locale}@example.com`)).toBeTruthy();
    // Its answer is stored by no cache (Next's own no-store for an action) and unindexed.
    expect(replayed.headers()['cache-control']).toContain('no-store');
    expect(replayed.headers()['x-robots-tag']).toContain('noindex');
    // Signed out, it goes to sign in and invites nobody.
    const nobody = await sent('nobody@example.com', signedOut.request);
    expect(nobody.headers().location ?? '').toContain(pages.signIn);
    // From a member, the data-access layer refuses it, and says so in the audit log. (Next
    // answers a refused action posted without JavaScript with its not-found page; the page's
    // own script gets the 403.)
    expect((await sent('friend@example.com', member.request)).status()).toBeGreaterThanOrEqual(400);
    expect(
      stored(
        "SELECT actor FROM audit_log WHERE action = 'refused' AND target = 'invite' AND actor = ?",
        memberEmail,
      ),
    ).toEqual({ actor: memberEmail });
    // From another origin, even with the owner's cookie, it is refused.
    expect(
      (await sent('evil@example.com', owner.request, 'https://evil.example')).status(),
    ).toBeGreaterThanOrEqual(400);
    expect([
      invited('friend@example.com'),
      invited('evil@example.com'),
      invited('nobody@example.com'),
    ]).toEqual([undefined, undefined, undefined]);

    // Sign out, then back in with the passkey (no address typed).
    await owner.getByRole('button', { name: t.nav.signOut }).click();
    await expect(owner).toHaveURL(new RegExp(`${base}${pages.signIn}\\?signed-out=1$`));
    await expect(owner.getByRole('status').first()).toHaveText(t.signIn.signedOut);
    await owner.goto(base);
    await expect(owner).toHaveURL(`${TEAM_URL}${base}${pages.signIn}`);
    await owner.getByRole('button', { name: t.signIn.button }).click();
    await expect(owner).toHaveURL(`${TEAM_URL}${base}`);

    // The owner removes the member: the member's open session ends at once.
    await owner.goto(`${base}${pages.members}`);
    const row = owner.getByTestId('member').filter({ hasText: memberEmail });
    await row.getByText(t.members.remove).click();
    await row.getByRole('button', { name: t.members.removeButton.replace('{email}', memberEmail) }).click();
    await expect(owner.getByRole('status')).toHaveText(t.members.done.removed);
    await member.goto(base);
    await expect(member).toHaveURL(`${TEAM_URL}${base}${pages.signIn}`);

    // The audit log shows what happened, to the owner.
    await owner.goto(`${base}${pages.audit}`);
    const entries = owner.getByTestId('audit-entry');
    await expect(
      entries.filter({ hasText: t.audit.actions['member-removed'] }).filter({ hasText: memberEmail }),
    ).toHaveCount(1);
    await expect(
      entries.filter({ hasText: t.audit.actions.refused }).filter({ hasText: memberEmail }),
    ).toHaveCount(3);
    // Its times are written as every team page writes them, in the page's language.
    await expect(entries.first().locator('time')).toHaveText(
      locale === 'fr'
        ? /^\d{1,2}(er)?\u00a0\p{L}+\.? \d{4} à \d{1,2}\u00a0h(\u00a0\d\d)?$/u
        : /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M$/,
    );
    await expectNoAxeViolations(owner);

    // A purge writes one entry per lead, all at one instant: past a page of them, "older" shows
    // the rest, none twice.
    const purged = `purged-${locale}-`;
    operator(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 119)
       INSERT INTO audit_log (id, at, actor, action, target, detail, client_hash)
       SELECT lower(hex(randomblob(16))), ?, 'cli', 'lead-purged', ? || i, '', '' FROM n`,
      new Date().toISOString(),
      purged,
    );
    await owner.goto(`${base}${pages.audit}`);
    await expect(entries.filter({ hasText: purged })).toHaveCount(100);
    await owner.getByRole('link', { name: t.audit.older }).click();
    await expect(entries.filter({ hasText: purged })).toHaveCount(20);

    // An idle session ends: 30 minutes without a request.
    operator(
      'UPDATE sessions SET last_seen_at = ? WHERE member_id = (SELECT id FROM members WHERE email = ?)',
      new Date(Date.now() - 31 * 60_000).toISOString(),
      ownerEmail,
    );
    await owner.goto(base);
    await expect(owner).toHaveURL(`${TEAM_URL}${base}${pages.signIn}`);

    await Promise.all([stranger.close(), ownerContext.close(), memberContext.close()]);
  });
}
