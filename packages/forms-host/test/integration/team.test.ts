// @vitest-environment node
import Database from 'better-sqlite3';
import path from 'node:path';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadsCli } from '../../src/cli/index';
import { openPool, PgRunner } from '../../src/db/postgres';
import { directRunner, type SqlRunner } from '../../src/db/runner';
import { openDatabase } from '../../src/db/sqlite';
import { parseServerEnv } from '../../src/env';
import {
  isTeamRefusal,
  openInbox,
  openTeam,
  teamForms,
  type TeamAccess,
  type TeamFormAnswer,
  type TeamFormName,
  type TeamForms,
} from '../../src/team';
import { SoftAuthenticator } from '../support/authenticator';
import { cookieOf, TeamMember } from '../support/member';
import { TEAM_SETTINGS } from '../support/labels';
import { careerBody, contactBody } from '../support/payloads';
import { pdfBytes } from '../support/pdf';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { newDataDir, startServer, testPort, type FormsServer } from '../support/server';

// The team's door on two instances sharing one store (two processes on one SQLite folder;
// two servers on one PostgreSQL database): a session made on one holds on the other. The
// pages' forms are the site's server actions: here they run as those actions run them, on
// the same store, once the site has checked the request's origin and session.
const TEAM_ORIGIN = 'https://team.example.test';

interface Store {
  env: Record<string, string>;
  /** Runs one statement as an operator would (to age a session). */
  exec: (sql: string, params: unknown[]) => Promise<void>;
  rows: (sql: string) => Promise<Record<string, unknown>[]>;
  /** The store as one more instance opens it (the site's server actions run on it). */
  runner: () => SqlRunner;
  close: () => Promise<void>;
}

let postgres: TestPostgres | undefined;

async function sqliteStore(): Promise<Store> {
  const dataDir = newDataDir();
  const open = () => new Database(path.join(dataDir, 'leads.sqlite'));
  return {
    env: { DATA_DIR: dataDir },
    exec: async (sql, params) => {
      const db = open();
      db.prepare(sql).run(...params);
      db.close();
    },
    rows: async (sql) => {
      const db = open();
      const rows = db.prepare(sql).all() as Record<string, unknown>[];
      db.close();
      return rows;
    },
    runner: () => directRunner(openDatabase(dataDir)),
    close: async () => undefined,
  };
}

async function postgresStore(): Promise<Store> {
  postgres = await startPostgres(3870);
  const pool = new Pool({ connectionString: postgres.url, max: 2 });
  const actions = openPool(postgres.url, 2);
  let n = 0;
  return {
    env: { DATABASE_URL: postgres.url, FORMS_IP_SALT: 'one-salt-for-every-instance' },
    exec: async (sql, params) => {
      await pool.query(
        sql.replace(/\?/g, () => `$${(n = n + 1)}`),
        params,
      );
      n = 0;
    },
    rows: async (sql) => (await pool.query(sql)).rows,
    runner: () => new PgRunner(actions),
    close: async () => {
      await Promise.all([pool.end(), actions.end()]);
    },
  };
}

/** A browser of the team, its requests from TEAM_ORIGIN. */
class Member extends TeamMember {
  constructor() {
    super(TEAM_ORIGIN);
  }
}

/** A form's answer as the site's server action gives it: a redirect to its page, or a refusal. */
interface Answer {
  status: number;
  location?: string;
  answer?: TeamFormAnswer;
}

describe.each([
  ['SQLite', sqliteStore],
  ['PostgreSQL', postgresStore],
])('the team on %s', (_name, openStore) => {
  let store: Store;
  let a: FormsServer;
  let b: FormsServer;
  const env = () => ({
    ...store.env,
    TEAM_ORIGIN,
    FORMS_RATE_LIMIT_PER_MINUTE: '20',
    FORMS_RATE_LIMIT_BURST: '24',
    // Round the clock: a contact request is due two hours after it arrives.
    LEADS_CALLBACK_WITHIN: 'PT2H',
    LEADS_BUSINESS_HOURS: 'mon-sun 00:00-24:00',
    LEADS_HOLIDAYS: 'none',
  });
  const owner = new Member();
  const member = new Member();
  let local: TeamAccess;
  let submit: TeamForms;

  /** A team page's form sent by `who`: a refusal's status, or the page it goes back to (303). */
  async function act(who: Member, name: TeamFormName, fields: Record<string, string>): Promise<Answer> {
    const caller = await local.caller(who.session, 'c0ffee0123456789');
    if (!caller) return { status: 401 };
    try {
      const answer = await submit(caller, name, fields, 'en-US');
      const path = TEAM_SETTINGS.pagePath('en-US', answer.page);
      return { status: 303, location: `${TEAM_ORIGIN}${path}?${answer.query}`, answer };
    } catch (error) {
      if (isTeamRefusal(error)) return { status: error.status };
      throw error;
    }
  }

  const invite = async (email: string, role: string) => {
    const lines: string[] = [];
    const code = await runLeadsCli(['invite', email, '--role', role], {
      env: { ...process.env, ...env() },
      cwd: process.cwd(),
      now: new Date(),
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
      team: TEAM_SETTINGS,
    });
    expect(code).toBe(0);
    return lines.at(-1)!;
  };

  beforeAll(async () => {
    store = await openStore();
    const port = _name === 'SQLite' ? 40 : 42;
    [a, b] = await Promise.all([
      startServer({ port: testPort(port), dataDir: store.env.DATA_DIR ?? newDataDir(), env: env() }),
      startServer({ port: testPort(port + 1), dataDir: store.env.DATA_DIR ?? newDataDir(), env: env() }),
    ]);
    const runner = store.runner();
    const settings = parseServerEnv({ ...env(), DATA_DIR: store.env.DATA_DIR ?? newDataDir() });
    local = openTeam(runner, settings, TEAM_SETTINGS);
    const inbox = openInbox(runner, settings, TEAM_SETTINGS, local, {
      channels: [],
      dueAt: (_kind, from) => from.toISOString(),
    });
    submit = teamForms(local, inbox, ['en-US', 'fr']);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.close();
  });

  it('enrols the first owner from the CLI link, once, with a session cookie no script or other site gets', async () => {
    const link = await invite('Owner@Example.com', 'owner');
    expect(link).toMatch(new RegExp(`^${TEAM_ORIGIN}/en-US/leads/join/[\\w-]{43}$`));
    const token = link.split('/').pop()!;

    const joined = await owner.join(a, token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ location: `${TEAM_ORIGIN}/en-US/leads` });
    const cookie = joined.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(
      /^__Host-team-session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(joined.headers.get('cache-control')).toBe('private, no-store');

    // The link works once, on any instance.
    const again = await new Member().join(b, token);
    expect(again.status).toBe(410);
    // The store keeps neither the link's token nor the session's id.
    const stored = JSON.stringify([
      await store.rows('SELECT * FROM invitations'),
      await store.rows('SELECT * FROM sessions'),
    ]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(owner.session);
  });

  it('shares sessions between instances; an owner invites a member from the members page', async () => {
    expect(await owner.signedIn(b)).toBe(200);
    const invited = await act(owner, 'members/invite', { email: 'member@example.com', role: 'member' });
    expect(invited.status).toBe(303);
    expect(invited.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?done=invited`);
    const token = invited.answer!.invitation!;
    expect((await member.join(a, token)).status).toBe(200);
    expect(await member.signedIn(b)).toBe(200);
    const members = await store.rows('SELECT email, role FROM members');
    expect(members.sort((x, y) => String(x.role).localeCompare(String(y.role)))).toEqual([
      { email: 'member@example.com', role: 'member' },
      { email: 'Owner@Example.com', role: 'owner' },
    ]);
  });

  it("refuses a member the owners' actions with 403, and records the refusal", async () => {
    for (const [action, fields] of [
      ['members/invite', { email: 'friend@example.com', role: 'owner' }],
      ['members/role', { member: 'x', role: 'owner' }],
      ['members/remove', { member: 'x' }],
    ] as const) {
      expect((await act(member, action, fields)).status).toBe(403);
    }
    expect(await store.rows("SELECT email FROM members WHERE email = 'friend@example.com'")).toEqual([]);
    const refused = await store.rows(
      "SELECT actor, target FROM audit_log WHERE action = 'refused' ORDER BY target",
    );
    expect(refused).toEqual([
      { actor: 'member@example.com', target: 'change-role' },
      { actor: 'member@example.com', target: 'invite' },
      { actor: 'member@example.com', target: 'remove-member' },
    ]);
  });

  it('records a flood of refusals as one row a minute with its count, on every instance', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await act(member, 'leads/erase', { lead: 'x' })).status).toBe(403);
    const rows = await store.rows(
      "SELECT detail FROM audit_log WHERE action = 'refused' AND target = 'erase' ORDER BY at",
    );
    // Twenty refusals: one row, or two if a minute turned meanwhile.
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.reduce((sum, row) => sum + Number(row.detail), 0)).toBe(20);
  });

  it("has no door but the server actions for the pages' forms, and refuses them with no session", async () => {
    const invite = new URLSearchParams({ locale: 'en-US', email: 'evil@example.com', role: 'owner' });
    expect((await owner.post(a, 'members/invite', invite)).status).toBe(404);
    expect((await owner.post(a, 'members/invite', invite, 'https://evil.example')).status).toBe(403);
    const noSession = await act(new Member(), 'members/invite', { email: 'evil@example.com', role: 'owner' });
    expect(noSession.status).toBe(401);
    expect(await store.rows("SELECT email FROM invitations WHERE email = 'evil@example.com'")).toEqual([]);
  });

  it('signs in with a discoverable passkey under a new session id; signs out here and everywhere', async () => {
    const before = member.session;
    expect((await member.signIn(b)).status).toBe(200);
    expect(member.session).not.toBe(before);
    // The session the browser held before sign-in is gone.
    const stale = new Member();
    stale.session = before;
    expect(await stale.signedIn(a)).toBe(401);

    const out = await act(member, 'sign-out', {});
    expect(out.status).toBe(303);
    expect(out.location).toBe(`${TEAM_ORIGIN}/en-US/leads/sign-in?signed-out=1`);
    expect(out.answer?.signedOut).toBe(true);
    expect(await member.signedIn(b)).toBe(401);

    // Two sessions, then sign-out everywhere ends both.
    await member.signIn(a);
    const first = member.session;
    await member.signIn(b);
    await act(member, 'sign-out', { everywhere: 'on' });
    const other = new Member();
    other.session = first;
    expect(await other.signedIn(b)).toBe(401);
    expect(await member.signedIn(b)).toBe(401);
  });

  it("keeps the last owner; a removed member's sessions end at once, on every instance", async () => {
    const [mine] = await store.rows("SELECT id FROM members WHERE role = 'owner'");
    const demoted = await act(owner, 'members/role', { member: String(mine!.id), role: 'member' });
    expect(demoted.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?error=last-owner`);
    const removed = await act(owner, 'members/remove', { member: String(mine!.id) });
    expect(removed.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?error=last-owner`);

    expect((await member.signIn(a)).status).toBe(200);
    expect(await member.signedIn(b)).toBe(200);
    const [theirs] = await store.rows("SELECT id FROM members WHERE role = 'member'");
    // The operator makes them a new link, then an owner removes them.
    await invite('member@example.com', 'member');
    expect(
      await store.rows(
        "SELECT email FROM invitations WHERE used_at IS NULL AND email = 'member@example.com'",
      ),
    ).toHaveLength(1);
    const gone = await act(owner, 'members/remove', { member: String(theirs!.id) });
    expect(gone.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?done=removed`);
    expect(await member.signedIn(a)).toBe(401);
    // A joining link made for them before is void too.
    expect(
      await store.rows(
        "SELECT email FROM invitations WHERE used_at IS NULL AND email = 'member@example.com'",
      ),
    ).toEqual([]);
    // Their passkey no longer signs anyone in.
    expect((await member.signIn(b)).status).toBe(401);
  });

  it("gives an owner no link to a member's account: inviting their address makes none without email", async () => {
    const third = new Member();
    expect(
      (await third.join(b, (await invite('third@example.com', 'member')).split('/').pop()!)).status,
    ).toBe(200);
    const [before] = await store.rows('SELECT count(*) AS n FROM passkeys');
    const taken = await act(owner, 'members/invite', { email: 'THIRD@example.com', role: 'owner' });
    expect(taken.status).toBe(303);
    expect(taken.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?error=passkey-link`);
    // No link in a cookie for the owner's members page, none kept to be found later.
    expect(taken.answer?.invitation).toBeUndefined();
    expect(
      await store.rows(
        "SELECT email FROM invitations WHERE used_at IS NULL AND email_key = 'third@example.com'",
      ),
    ).toEqual([]);
    expect(await store.rows('SELECT count(*) AS n FROM passkeys')).toEqual([before]);
    // A new address still gets its link, shown to the owner as before.
    const invited = await act(owner, 'members/invite', { email: 'new@example.com', role: 'member' });
    expect(invited.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?done=invited`);
    expect(invited.answer?.invitation).toBeTruthy();
  });

  it('withdraws the joining links an owner made when they are demoted or removed', async () => {
    const other = new Member();
    expect(
      (await other.join(a, (await invite('other-owner@example.com', 'owner')).split('/').pop()!)).status,
    ).toBe(200);
    const made = await act(other, 'members/invite', { email: 'pending@example.com', role: 'member' });
    const token = made.answer!.invitation!;
    const pending = "SELECT email FROM invitations WHERE used_at IS NULL AND email = 'pending@example.com'";
    expect(await store.rows(pending)).toHaveLength(1);
    const [theirs] = await store.rows("SELECT id FROM members WHERE email = 'other-owner@example.com'");
    const demoted = await act(owner, 'members/role', { member: String(theirs!.id), role: 'member' });
    expect(demoted.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?done=role`);
    expect(await store.rows(pending)).toEqual([]);
    expect((await new Member().join(a, token)).status).toBe(410);

    // Made owner again, they make another; removed, it goes with them.
    await act(owner, 'members/role', { member: String(theirs!.id), role: 'owner' });
    await act(other, 'members/invite', { email: 'pending@example.com', role: 'member' });
    expect(await store.rows(pending)).toHaveLength(1);
    await act(owner, 'members/remove', { member: String(theirs!.id) });
    expect(await store.rows(pending)).toEqual([]);
  });

  it('keeps several named passkeys per member; one is removed, never the last', async () => {
    const options = await owner.post(a, 'passkeys/options', {});
    const response = owner.passkeys.create(await options.json());
    const added = await owner.post(b, 'passkeys', { name: 'Phone\u0007 ', response });
    expect(added.status).toBe(200);
    const keys = await store.rows(
      "SELECT id, name FROM passkeys WHERE member_id = (SELECT id FROM members WHERE role = 'owner') ORDER BY created_at",
    );
    expect(keys.map((k) => k.name)).toEqual(['Test laptop', 'Phone']);
    // Either passkey signs in: the newest here.
    const gone = await act(owner, 'passkeys/remove', { passkey: String(keys[0]!.id) });
    expect(gone.location).toBe(`${TEAM_ORIGIN}/en-US/leads/passkeys?done=removed`);
    // That passkey started this session: it ends with it. The other signs in.
    expect(await owner.signedIn(b)).toBe(401);
    expect((await owner.signIn(b)).status).toBe(200);
    const last = await act(owner, 'passkeys/remove', { passkey: String(keys[1]!.id) });
    expect(last.location).toBe(`${TEAM_ORIGIN}/en-US/leads/passkeys?error=last-passkey`);
    expect(
      await store.rows(
        "SELECT name FROM passkeys WHERE member_id = (SELECT id FROM members WHERE role = 'owner')",
      ),
    ).toEqual([{ name: 'Phone' }]);
  });

  it('asks a session for a passkey proof of the last 5 minutes before anything that outlasts it', async () => {
    const fifth = new Member();
    expect(
      (await fifth.join(a, (await invite('fifth@example.com', 'member')).split('/').pop()!)).status,
    ).toBe(200);
    const [theirs] = await store.rows("SELECT id FROM members WHERE email = 'fifth@example.com'");
    // A stolen cookie: the session lives on, but its member proved who they are 6 minutes ago.
    expect(await owner.signedIn(a)).toBe(200);
    await store.exec('UPDATE sessions SET verified_at = ?', [
      new Date(Date.now() - 6 * 60_000).toISOString(),
    ]);
    const options = await owner.post(a, 'passkeys/options', {});
    expect(options.status).toBe(403);
    expect(await options.json()).toEqual({ error: 'confirm' });
    for (const [action, fields] of [
      ['members/invite', { email: 'thief@example.com', role: 'owner' }],
      ['members/role', { member: String(theirs!.id), role: 'owner' }],
      ['members/remove', { member: String(theirs!.id) }],
    ] as const) {
      const refused = await act(owner, action, fields);
      expect(refused.location, action).toBe(`${TEAM_ORIGIN}/en-US/leads/members?error=confirm`);
    }
    // Nor may it remove the member's other passkeys, which would lock them out.
    const [ownKey] = await store.rows(
      "SELECT id FROM passkeys WHERE member_id = (SELECT id FROM members WHERE email = 'Owner@Example.com')",
    );
    const kept = await act(owner, 'passkeys/remove', { passkey: String(ownKey!.id) });
    expect(kept.location).toBe(`${TEAM_ORIGIN}/en-US/leads/passkeys?error=confirm`);
    expect(await store.rows(`SELECT id FROM passkeys WHERE id = '${String(ownKey!.id)}'`)).toHaveLength(1);
    expect(await store.rows("SELECT email FROM invitations WHERE email = 'thief@example.com'")).toEqual([]);
    expect(await store.rows("SELECT role FROM members WHERE email = 'fifth@example.com'")).toEqual([
      { role: 'member' },
    ]);

    // The options name the owner's own passkeys only; another member's passkey proves nothing.
    const ownerOptions = await (await owner.post(a, 'confirm/options', {})).json();
    const ownKeys = await store.rows(
      "SELECT id FROM passkeys WHERE member_id = (SELECT id FROM members WHERE email = 'Owner@Example.com')",
    );
    expect(ownerOptions.allowCredentials.map((c: { id: string }) => c.id).sort()).toEqual(
      ownKeys.map((k) => k.id).sort(),
    );
    // The confirmation itself: refused from another origin, and to nobody signed in.
    expect((await owner.post(a, 'confirm/options', {}, 'https://evil.example')).status).toBe(403);
    expect((await new Member().post(a, 'confirm/options', {})).status).toBe(401);
    expect((await new Member().post(a, 'confirm', { response: {} })).status).toBe(401);
    const borrowed = await owner.post(a, 'confirm', { response: fifth.passkeys.get(ownerOptions) });
    expect(borrowed.status).toBe(401);
    expect(
      await store.rows(
        "SELECT actor, detail FROM audit_log WHERE action = 'confirmation-failed' AND actor = 'Owner@Example.com'",
      ),
    ).toEqual([{ actor: 'Owner@Example.com', detail: '1' }]);
    // A challenge made for one session proves nothing in another.
    const theirOptions = await (await fifth.post(b, 'confirm/options', {})).json();
    const elsewhere = await owner.post(a, 'confirm', { response: owner.passkeys.get(theirOptions) });
    expect(elsewhere.status).toBe(401);
    expect((await owner.post(a, 'passkeys/options', {})).status).toBe(403);

    // The owner's own passkey: confirmed, on every instance, for what follows.
    const confirmed = await owner.confirm(a);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ location: `${TEAM_ORIGIN}/en-US/leads/members?done=confirmed` });
    expect((await owner.post(b, 'passkeys/options', {})).status).toBe(200);
    for (const role of ['owner', 'member']) {
      const changed = await act(owner, 'members/role', { member: String(theirs!.id), role });
      expect(changed.location).toBe(`${TEAM_ORIGIN}/en-US/leads/members?done=role`);
    }
    // Joining is a proof too: the new member's session may add a passkey at once.
    expect((await fifth.post(a, 'passkeys/options', {})).status).toBe(403);
    const sixth = new Member();
    expect(
      (await sixth.join(b, (await invite('fifth@example.com', 'member')).split('/').pop()!)).status,
    ).toBe(200);
    expect((await sixth.post(a, 'passkeys/options', {})).status).toBe(200);
  });

  it('ends the sessions a passkey started when it is removed, and only those', async () => {
    const laptop = new Member();
    const link = await invite('fourth@example.com', 'member');
    expect((await laptop.join(a, link.split('/').pop()!)).status).toBe(200);
    const options = await laptop.post(a, 'passkeys/options', {});
    const response = laptop.passkeys.create(await options.json());
    expect((await laptop.post(b, 'passkeys', { name: 'Phone', response })).status).toBe(200);
    // The phone signs in with its own passkey: a session of its own.
    const phone = new Member();
    const challenge = await (await phone.post(a, 'sign-in/options', {})).json();
    const signed = await phone.post(a, 'sign-in', { response: laptop.passkeys.get(challenge, 1) });
    phone.session = cookieOf(signed, '__Host-team-session');
    expect(await phone.signedIn(b)).toBe(200);

    const [, phoneKey] = await store.rows(
      "SELECT id FROM passkeys WHERE member_id = (SELECT id FROM members WHERE email = 'fourth@example.com') ORDER BY created_at",
    );
    const removed = await act(laptop, 'passkeys/remove', { passkey: String(phoneKey!.id) });
    expect(removed.location).toBe(`${TEAM_ORIGIN}/en-US/leads/passkeys?done=removed`);
    expect(await phone.signedIn(a)).toBe(401);
    expect(await laptop.signedIn(b)).toBe(200);
  });

  it('refuses a forged or replayed passkey answer, and rate limits sign-in attempts', async () => {
    const options = await (await owner.post(a, 'sign-in/options', {})).json();
    const answer = owner.passkeys.get(options);
    const replay = { ...answer };
    expect((await new Member().post(a, 'sign-in', { response: answer })).status).toBe(200);
    expect((await new Member().post(b, 'sign-in', { response: replay })).status).toBe(401);
    const stranger = new SoftAuthenticator('https://evil.example');
    stranger.create({ challenge: 'x', rp: { id: 'team.example.test' }, user: { id: 'AAAA' } });
    const phished = stranger.get(await (await owner.post(a, 'sign-in/options', {})).json());
    expect((await new Member().post(a, 'sign-in', { response: phished })).status).toBe(401);

    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i += 1)
      status = (await owner.post(b, 'sign-in/options', {})).status;
    expect(status).toBe(429);
  });

  it('ends a session idle for 30 minutes', async () => {
    expect(await owner.signedIn(a)).toBe(200);
    const idle = new Date(Date.now() - 31 * 60_000).toISOString();
    await store.exec('UPDATE sessions SET last_seen_at = ?', [idle]);
    expect(await owner.signedIn(b)).toBe(401);
  });

  it('records who did what, from which client by hash, and never a typed value of a lead', async () => {
    const log = await store.rows(
      'SELECT actor, action, target, detail, client_hash FROM audit_log ORDER BY at, id',
    );
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'member-joined',
        'member-invited',
        'sign-in',
        'sign-out',
        'sign-out-everywhere',
        'sign-in-failed',
        'member-removed',
        'refused',
      ]),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        actor: 'cli',
        action: 'member-invited',
        target: 'Owner@Example.com',
        detail: 'owner',
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        actor: 'Owner@Example.com',
        action: 'member-removed',
        target: 'member@example.com',
      }),
    );
    for (const entry of log.filter((e) => e.actor !== 'cli'))
      expect(entry.client_hash).toMatch(/^[0-9a-f]{16,}$/);
    expect(JSON.stringify(log)).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('stores with each contact request when it is due, by the clock of the settings', async () => {
    const posted = await fetch(`${a.url}/propulso/geo`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
        'X-Forwarded-For': '10.9.9.9',
      },
      body: JSON.stringify(contactBody()),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const [work] = await store.rows(`SELECT received_at, due_at FROM lead_work WHERE lead_id = '${id}'`);
    expect(Date.parse(String(work!.due_at)) - Date.parse(String(work!.received_at))).toBe(2 * 60 * 60_000);
    // The inbox is the store's: a lead stored by one instance is in the other's export (the
    // owner's session, idle since the test above, brought back by hand).
    await store.exec('UPDATE sessions SET last_seen_at = ?', [new Date().toISOString()]);
    const exported = await fetch(`${b.url}/team/leads/export?kind=contact`, {
      headers: { Cookie: `__Host-team-session=${owner.session}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="contact-requests.csv"; filename*=UTF-8''contact-requests.csv`,
    );
    expect(await exported.text()).toContain(id);
    // A navigation from another page of the site (a public page's script sending the owner there)
    // carries the Strict cookie too: refused, and no export is recorded in the owner's name.
    const exports = async () =>
      Number((await store.rows("SELECT count(*) AS n FROM audit_log WHERE action = 'leads-exported'"))[0]!.n);
    const recorded = await exports();
    const fromSite = await fetch(`${b.url}/team/leads/export?kind=contact`, {
      headers: { Cookie: `__Host-team-session=${owner.session}`, 'Sec-Fetch-Site': 'same-site' },
    });
    expect(fromSite.status).toBe(403);
    expect(await exports()).toBe(recorded);
    const fromTeamPage = await fetch(`${b.url}/team/leads/export?kind=contact`, {
      headers: { Cookie: `__Host-team-session=${owner.session}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(fromTeamPage.status).toBe(200);
    expect(await exports()).toBe(recorded + 1);

    // An application's CV: a download of the bytes as sent, never shown inline, for members only.
    const cv = pdfBytes(2048);
    const applied = await fetch(`${a.url}/propulso/career`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
        'X-Forwarded-For': '10.9.9.8',
      },
      body: JSON.stringify(careerBody(cv)),
    });
    const application = ((await applied.json()) as { id: string }).id;
    const download = await fetch(`${b.url}/team/leads/${application}/cv`, {
      headers: { Cookie: `__Host-team-session=${owner.session}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
    expect((await fetch(`${b.url}/team/leads/${application}/cv`)).status).toBe(401);
  });

  it('keeps the audit log for the retention period, as the leads, and a weekly summary’s record two weeks', async () => {
    const old = new Date(Date.now() - 181 * 24 * 60 * 60_000).toISOString();
    await store.exec("UPDATE audit_log SET at = ? WHERE action = 'member-joined'", [old]);
    // The weekly summaries' records: one a fortnight old, one of this week.
    const [mine] = await store.rows("SELECT id FROM members WHERE email = 'Owner@Example.com'");
    for (const [week, daysAgo] of [
      ['2026-W01', 15],
      ['2026-W03', 1],
    ] as const)
      await store.exec('INSERT INTO weekly_summaries (week, member_id, sent_at) VALUES (?, ?, ?)', [
        week,
        String(mine!.id),
        new Date(Date.now() - daysAgo * 24 * 60 * 60_000).toISOString(),
      ]);
    const lines: string[] = [];
    const io = {
      env: { ...process.env, ...env() },
      cwd: process.cwd(),
      now: new Date(),
      log: (l: string) => lines.push(l),
      error: (l: string) => lines.push(l),
    };
    expect(await runLeadsCli(['purge'], io)).toBe(0);
    // The joins of the first tests, and those of the third member, the other owner, the fourth and the fifth.
    expect(lines.at(-1)).toMatch(/and 6 audit log entries$/);
    expect(await store.rows("SELECT action FROM audit_log WHERE action = 'member-joined'")).toEqual([]);
    expect(await store.rows('SELECT week FROM weekly_summaries')).toEqual([{ week: '2026-W03' }]);
  });

  it('never leaves the team without an owner, even when two owners remove each other at once', async () => {
    await store.exec('UPDATE sessions SET last_seen_at = ?', [new Date().toISOString()]);
    const second = new Member();
    expect(
      (await second.join(b, (await invite('second@example.com', 'owner')).split('/').pop()!)).status,
    ).toBe(200);
    const ids = Object.fromEntries(
      (await store.rows("SELECT id, email FROM members WHERE role = 'owner'")).map((r) => [
        r.email,
        String(r.id),
      ]),
    );
    const outcomes = await Promise.all([
      act(owner, 'members/remove', { member: ids['second@example.com']! }),
      act(second, 'members/remove', { member: ids['Owner@Example.com']! }),
    ]);
    const locations = outcomes.map((o) => o.location);
    expect(locations.filter((l) => l?.endsWith('done=removed'))).toHaveLength(1);
    expect(await store.rows("SELECT email FROM members WHERE role = 'owner'")).toHaveLength(1);
  });
});
