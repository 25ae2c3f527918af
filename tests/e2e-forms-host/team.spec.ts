import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { BARE_DATA_DIR, BARE_URL, bareServerEnv } from './env';

// The team's door in a real browser: Chromium's virtual authenticator (a platform passkey
// with user verification) on http://localhost, which WebAuthn counts as a secure origin.
test.describe.configure({ mode: 'serial' });

const MESSAGES = { 'en-US': en.Team, fr: fr.Team } as const;
const BASE = { 'en-US': '/en-US/leads', fr: '/fr/prospects' } as const;
const PAGES = {
  'en-US': { signIn: '/sign-in', members: '/members', audit: '/audit' },
  fr: { signIn: '/connexion', members: '/membres', audit: '/journal' },
} as const;

/** `npm run leads -- invite`: the joining link, the last line of its output. */
function cliInvite(email: string, role: 'owner' | 'member', locale: string): string {
  const output = execFileSync(
    'npx',
    ['tsx', 'scripts/leads.ts', 'invite', email, '--role', role, '--locale', locale],
    { env: { ...process.env, ...bareServerEnv }, encoding: 'utf8' },
  );
  return output.trim().split('\n').at(-1)!;
}

/** Runs one statement on the server's database, as an operator would. */
function operator(sql: string, ...params: unknown[]) {
  const db = new Database(path.join(BARE_DATA_DIR, 'leads.sqlite'));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** A browser of its own, with a passkey authenticator built in, as a phone or laptop has. */
async function device(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

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
    await expect(signedOut).toHaveURL(`${BARE_URL}${base}${pages.signIn}`);
    await expect(signedOut.getByRole('button', { name: t.signIn.button })).toBeVisible();
    const headers = (await signedOut.request.get(`${base}${pages.signIn}`)).headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await expectNoAxeViolations(signedOut);

    // The first owner, from the command line's link.
    const link = cliInvite(ownerEmail, 'owner', locale);
    expect(link).toMatch(new RegExp(`^${BARE_URL}${base}/`));
    const ownerContext = await browser.newContext();
    const owner = await device(ownerContext);
    await owner.goto(link);
    await expect(owner.getByText(ownerEmail)).toBeVisible();
    await expectNoAxeViolations(owner);
    await owner.getByRole('button', { name: t.join.button }).click();
    await expect(owner).toHaveURL(`${BARE_URL}${base}`);
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
    await expect(member).toHaveURL(`${BARE_URL}${base}`);

    // A member gets 403 on owners' pages and actions; the server, not a hidden link, says so.
    const forbidden = await member.goto(`${base}${pages.members}`);
    expect(forbidden?.status()).toBe(403);
    await expect(member.getByRole('heading', { name: t.forbidden.title })).toBeVisible();
    await expect(member.getByText(ownerEmail)).toHaveCount(0);
    expect((await member.goto(`${base}${pages.audit}`))?.status()).toBe(403);
    const action = await member.request.post('/team/members/invite', {
      headers: { Origin: BARE_URL },
      form: { email: 'friend@example.com', role: 'owner', locale },
      maxRedirects: 0,
    });
    expect(action.status()).toBe(403);

    // A state change from another origin is refused, even with the owner's cookie.
    const crossSite = await owner.request.post('/team/members/invite', {
      headers: { Origin: 'https://evil.example' },
      form: { email: 'evil@example.com', role: 'owner', locale },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    // Sign out, then back in with the passkey (no address typed).
    await owner.getByRole('button', { name: t.nav.signOut }).click();
    await expect(owner).toHaveURL(new RegExp(`${base}${pages.signIn}\\?signed-out=1$`));
    await expect(owner.getByRole('status').first()).toHaveText(t.signIn.signedOut);
    await owner.goto(base);
    await expect(owner).toHaveURL(`${BARE_URL}${base}${pages.signIn}`);
    await owner.getByRole('button', { name: t.signIn.button }).click();
    await expect(owner).toHaveURL(`${BARE_URL}${base}`);

    // The owner removes the member: the member's open session ends at once.
    await owner.goto(`${base}${pages.members}`);
    const row = owner.getByTestId('member').filter({ hasText: memberEmail });
    await row.getByText(t.members.remove).click();
    await row.getByRole('button', { name: t.members.removeButton.replace('{email}', memberEmail) }).click();
    await expect(owner.getByRole('status')).toHaveText(t.members.done.removed);
    await member.goto(base);
    await expect(member).toHaveURL(`${BARE_URL}${base}${pages.signIn}`);

    // The audit log shows what happened, to the owner.
    await owner.goto(`${base}${pages.audit}`);
    const entries = owner.getByTestId('audit-entry');
    await expect(
      entries.filter({ hasText: t.audit.actions['member-removed'] }).filter({ hasText: memberEmail }),
    ).toHaveCount(1);
    await expect(
      entries.filter({ hasText: t.audit.actions.refused }).filter({ hasText: memberEmail }),
    ).toHaveCount(3);
    await expectNoAxeViolations(owner);

    // An idle session ends: 30 minutes without a request.
    operator('UPDATE sessions SET last_seen_at = ?', new Date(Date.now() - 31 * 60_000).toISOString());
    await owner.goto(base);
    await expect(owner).toHaveURL(`${BARE_URL}${base}${pages.signIn}`);

    await Promise.all([stranger.close(), ownerContext.close(), memberContext.close()]);
  });
}
