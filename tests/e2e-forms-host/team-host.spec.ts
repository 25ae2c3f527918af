import { expect, test } from '@playwright/test';
import en from '../../messages/en-US.json';
import { BARE_URL, TEAM_URL } from './env';
import { formFields, joinedMember, replayForm, stored } from './team-support';

// The team has a host of its own (TEAM_ORIGIN): its pages and routes answer there only, and
// that host serves nothing of the public site, so no script of a public page (a tag, the
// pixel, an injected one) runs where the team's cookie and actions live.
test.use({ baseURL: TEAM_URL });

const t = en.Team;
/** Where the bare build's public pages are (it is built without NEXT_PUBLIC_SITE_URL). */
const SITE_URL = 'http://localhost:3000';

test("the team's pages and routes answer on the team's host only, which serves nothing public", async ({
  request,
}) => {
  for (const path of [
    '/en-US/leads',
    '/en-US/leads/sign-in',
    '/fr/prospects/connexion',
    '/fr/prospects/membres',
  ]) {
    const publicHost = await request.get(`${BARE_URL}${path}`, { maxRedirects: 0 });
    expect(publicHost.status(), path).toBe(404);
    expect(await publicHost.text(), path).not.toContain(t.signIn.button);
  }
  const options = await request.post(`${BARE_URL}/team/sign-in/options`, {
    headers: { Origin: BARE_URL },
    data: {},
  });
  expect(options.status()).toBe(404);
  expect((await request.get(`${BARE_URL}/team/leads/export?kind=contact`)).status()).toBe(404);

  // The same paths on the team's host.
  const signIn = await request.get(`${TEAM_URL}/en-US/leads/sign-in`);
  expect(signIn.status()).toBe(200);
  expect(await signIn.text()).toContain(t.signIn.button);
  const teamOptions = await request.post(`${TEAM_URL}/team/sign-in/options`, {
    headers: { Origin: TEAM_URL },
    data: {},
  });
  expect(teamOptions.status()).toBe(200);

  // Its root opens the inbox, in the browser's language; a public page is the site's.
  const root = await request.get(`${TEAM_URL}/`, {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'fr-CA,fr;q=0.9' },
  });
  expect(root.status()).toBe(303);
  expect(root.headers().location).toBe(`${TEAM_URL}/fr/prospects`);
  for (const path of ['/en-US', '/fr/contact', '/en-US/careers?utm_source=x']) {
    const away = await request.get(`${TEAM_URL}${path}`, { maxRedirects: 0 });
    expect(away.status(), path).toBe(308);
    expect(away.headers().location, path).toBe(`${SITE_URL}${path}`);
    // Decided by the Host header: no shared cache keeps it.
    expect(away.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test('on the team host, a page loads nothing from anywhere else', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/en-US/leads/sign-in');
  await expect(page.getByRole('button', { name: t.signIn.button })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(1);
  expect(requested.filter((url) => !url.startsWith(`${TEAM_URL}/`))).toEqual([]);
});

test("a script on a public page cannot read the team's data or act with a signed-in owner's cookie", async ({
  browser,
}) => {
  const { context, page } = await joinedMember(browser, 'en-US', 'host-owner@example.com');
  const attacker = 'attacker@evil.example';
  // The invitation form's fields as the owner's page sends them (the server action's id with them).
  const members = '/en-US/leads/members';
  const invite = await formFields(page, members, t.members.inviteButton, { email: attacker, role: 'owner' });
  const publicPage = await context.newPage();
  await publicPage.goto(`${BARE_URL}/en-US`);
  // What an injected script or a compromised tag would try, from the public origin.
  const tried = await publicPage.evaluate(
    async ({ team, attacker, members, fields }) => {
      const outcome = async (request: () => Promise<Response>) => {
        try {
          const response = await request();
          return response.type === 'opaque' ? 'opaque' : response.status;
        } catch {
          return 'blocked';
        }
      };
      const invite = () => new URLSearchParams({ email: attacker, role: 'owner', locale: 'en-US' });
      const action = () => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        return body;
      };
      return {
        exportHere: await outcome(() => fetch('/team/leads/export?kind=contact')),
        inviteHere: await outcome(() => fetch('/team/members/invite', { method: 'POST', body: invite() })),
        // The members page's server action, posted as a form would be, the owner's cookie with it
        // (the public pages' connect-src keeps it from leaving).
        actionThere: await outcome(() =>
          fetch(`${team}${members}`, {
            method: 'POST',
            mode: 'no-cors',
            credentials: 'include',
            body: action(),
          }),
        ),
        exportThere: await outcome(() =>
          fetch(`${team}/team/leads/export?kind=contact`, { credentials: 'include' }),
        ),
      };
    },
    { team: TEAM_URL, attacker, members, fields: invite },
  );
  // Nothing of the team's on the public host; the team's host is out of a public page's reach.
  expect(tried).toEqual({ exportHere: 404, inviteHere: 404, actionThere: 'blocked', exportThere: 'blocked' });

  // Even a request that got past the browser carries the public origin, which the team refuses.
  const fromPublicOrigin = await replayForm(context.request, members, invite, BARE_URL);
  expect(fromPublicOrigin.status()).toBeGreaterThanOrEqual(400);
  expect(stored('SELECT count(*) AS n FROM invitations WHERE email = ?', attacker)).toEqual({ n: 0 });
  await context.close();
});
