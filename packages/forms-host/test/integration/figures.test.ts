// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../../src/db/migrations';
import { openPool, PgRunner } from '../../src/db/postgres';
import { allRows, directRunner, run, type SqlRunner } from '../../src/db/runner';
import { openDatabase } from '../../src/db/sqlite';
import { parseServerEnv } from '../../src/env';
import { openHost, releaseOf } from '../../src/host';
import { figures } from '../../src/inbox/figures';
import { setStatus } from '../../src/lifecycle/changes';
import { saveApplication } from '../../src/leads/career';
import { saveContactRequest } from '../../src/leads/contact';
import type { RequestMeta } from '../../src/leads/kind';
import { emailChannel } from '../../src/outbox/email';
import { loadNotice } from '../../src/outbox/notice';
import { teamLinks } from '../../src/outbox/teamLinks';
import { openTeam, type Caller } from '../../src/team';
import { NOTIFICATION, TEAM_SETTINGS } from '../support/labels';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { startSmtpServer } from '../support/receivers';
import { mailingTeam, TEAM_ORIGIN, joined } from '../support/stores';
import { newDataDir } from '../support/server';

// The call-back promise kept in turns and in figures, on each store: round-robin over the
// members not away (two instances at once on PostgreSQL), the figures of leads with known
// times in Toronto's weeks, and the owners' weekly summary sent once by two workers.
const TORONTO = 'America/Toronto';
const HOUR = 3_600_000;
let postgres: TestPostgres | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

interface Opened {
  /** Two connections to one store, as two instances hold them. */
  stores: [SqlRunner, SqlRunner];
  env: Record<string, string>;
  close: () => Promise<void>;
}

async function sqlite(): Promise<Opened> {
  const dataDir = newDataDir();
  const db = openDatabase(dataDir);
  const store = directRunner(db);
  return { stores: [store, store], env: { DATA_DIR: dataDir }, close: async () => void db.close() };
}

async function pg(): Promise<Opened> {
  postgres = await startPostgres(3920);
  const pools = [openPool(postgres.url, 4), openPool(postgres.url, 4)] as const;
  await migratePostgres(pools[0]);
  return {
    stores: [new PgRunner(pools[0]), new PgRunner(pools[1])],
    env: { DATABASE_URL: postgres.url, FORMS_IP_SALT: 'one-salt-for-every-instance' },
    close: async () => void (await Promise.all(pools.map((pool) => pool.end()))),
  };
}

const iso = (at: string | number) => new Date(at).toISOString();
const meta = (at: string | number, extra: Partial<RequestMeta> = {}): RequestMeta => ({
  receivedAt: iso(at),
  locale: 'fr',
  clientHash: 'c',
  ...extra,
});
const contact = (name: string) => ({
  name,
  company_name: 'Quincaillerie Zéphyr',
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.test`,
  phone: '514 555 0177',
  activity: 'retail' as const,
  role: '',
});
const application = (name: string) => ({
  name,
  email: 'applicant@example.test',
  phone: '418 000 1111',
  job: 'sales-representative',
  cv: { filename: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 cv'), sha256: 'x' },
});
const release = { channels: [], dueAt: () => iso(0) };

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', pg],
])('the promise kept on %s', (_name, open) => {
  let opened: Opened;
  let store: SqlRunner;
  let team: ReturnType<typeof openTeam>;
  const callers: Record<string, Caller> = {};

  const ownerOf = async (id: string) =>
    (
      await store.batch([
        allRows<{ email: string | null }>(
          'SELECT m.email FROM lead_work w LEFT JOIN members m ON m.id = w.owner_id WHERE w.lead_id = ?',
          [id],
        ),
      ])
    )[0][0]?.email ?? null;

  beforeAll(async () => {
    opened = await open();
    store = opened.stores[0];
    team = openTeam(store, parseServerEnv({ ...opened.env, TEAM_ORIGIN }), TEAM_SETTINGS);
    callers.ana = await joined(team, 'ana@example.com', 'owner', 'fr');
    callers.ben = await joined(team, 'ben@example.com', 'member', 'en-US');
  }, 60_000);

  afterAll(async () => {
    await opened?.close();
  });

  const rotation = (at: number) => meta(Date.parse('2026-01-05T15:00:00Z') + at * 60_000, { assign: true });

  it('gives three new leads in turn to the two members available, audited as round-robin', async () => {
    const ids = [
      await saveContactRequest(store, contact('Un'), rotation(1)),
      await saveApplication(store, application('Deux'), rotation(2)),
      await saveContactRequest(store, contact('Trois'), rotation(3)),
    ];
    expect(await Promise.all(ids.map(ownerOf))).toEqual([
      'ana@example.com',
      'ben@example.com',
      'ana@example.com',
    ]);
    const [audited] = await store.batch([
      allRows<{ target: string; detail: string }>(
        "SELECT target, detail FROM audit_log WHERE actor = 'round-robin' AND action = 'lead-owner-changed' ORDER BY at",
      ),
    ]);
    expect(audited).toEqual(
      ids.map((target, i) => ({ target, detail: i === 1 ? 'ben@example.com' : 'ana@example.com' })),
    );
  });

  it('never gives spam, nor a lead when round-robin is off', async () => {
    const spam = await saveContactRequest(store, contact('Pourriel'), { ...rotation(4), spam: ['trap'] });
    const off = await saveContactRequest(store, contact('Manuel'), meta(rotation(5).receivedAt));
    expect(await ownerOf(spam)).toBeNull();
    expect(await ownerOf(off)).toBeNull();
  });

  it('gives a lead let out of spam long after it arrived its window from then, and a turn', async () => {
    const held = await saveContactRequest(store, contact('Retenu'), {
      ...rotation(30),
      spam: ['proof-missing'],
    });
    expect(await ownerOf(held)).toBeNull();
    const host = openHost(
      parseServerEnv({ ...opened.env, TEAM_ORIGIN, LEADS_ASSIGN: 'round-robin', LEADS_TIMEZONE: TORONTO }),
      ['en-US', 'fr'],
      NOTIFICATION,
      TEAM_SETTINGS,
    );
    try {
      // Nine days on, a Wednesday at 10:00 in Toronto.
      const released = new Date('2026-01-14T15:00:00Z');
      expect(await setStatus(store, held, 'new', released, releaseOf(host))).toBe(true);
    } finally {
      await host.store.close?.();
    }
    const [[work]] = await store.batch([
      allRows<{ due_at: string }>('SELECT due_at FROM lead_work WHERE lead_id = ?', [held]),
    ]);
    // One business day from its release, not from its arrival (the Monday before last).
    expect(work!.due_at).toBe('2026-01-15T15:00:00.000Z');
    const owner = await ownerOf(held);
    expect(['ana@example.com', 'ben@example.com']).toContain(owner);
    const [turns] = await store.batch([
      allRows<{ detail: string }>(
        "SELECT detail FROM audit_log WHERE actor = 'round-robin' AND action = 'lead-owner-changed' AND target = ?",
        [held],
      ),
    ]);
    expect(turns).toEqual([{ detail: owner }]);
    // Answered that day: no overdue lead left for the figures below.
    await setStatus(store, held, 'lost', new Date('2026-01-14T16:00:00Z'), release);
  });

  it('passes a member who marked themselves away by, and leaves a lead unowned when nobody is available', async () => {
    // Ben's turn, but Ben is away.
    await team.setAway(callers.ben!, true);
    expect(await team.away(callers.ben!)).toBe(true);
    expect(await team.away(callers.ana!)).toBe(false);
    expect(await ownerOf(await saveContactRequest(store, contact('Quatre'), rotation(6)))).toBe(
      'ana@example.com',
    );
    await team.setAway(callers.ana!, true);
    expect(await ownerOf(await saveContactRequest(store, contact('Cinq'), rotation(7)))).toBeNull();
    // Back: Ben's turn is the oldest.
    await team.setAway(callers.ana!, false);
    await team.setAway(callers.ben!, false);
    expect(await ownerOf(await saveContactRequest(store, contact('Six'), rotation(8)))).toBe(
      'ben@example.com',
    );
    const [changes] = await store.batch([
      allRows<{ actor: string; detail: string }>(
        "SELECT actor, detail FROM audit_log WHERE action = 'member-availability-changed' ORDER BY at, detail",
      ),
    ]);
    expect(changes.map((c) => `${c.actor} ${c.detail}`).sort()).toEqual([
      'ana@example.com available',
      'ana@example.com away',
      'ben@example.com available',
      'ben@example.com away',
    ]);
  });

  it('keeps the rotation fair when two instances take leads at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        saveContactRequest(opened.stores[i % 2]!, contact(`Ensemble${i}`), rotation(10 + i)),
      ),
    );
    const owners = await Promise.all(ids.map(ownerOf));
    expect(owners.filter((o) => o === 'ana@example.com')).toHaveLength(3);
    expect(owners.filter((o) => o === 'ben@example.com')).toHaveLength(3);
  });

  it("sends the team's notification of a lead to its owner too, with their own links", async () => {
    const id = await saveContactRequest(store, contact('Sept'), rotation(30));
    const owner = (await ownerOf(id))!;
    const locale = owner === 'ana@example.com' ? 'fr' : 'en-US';
    const links = teamLinks({
      store,
      origin: TEAM_ORIGIN,
      pagePath: TEAM_SETTINGS.pagePath,
      locales: ['en-US', 'fr'],
      texts: TEAM_SETTINGS.callbackEmail,
      notification: NOTIFICATION,
      teamLocale: 'en-US',
    });
    const channel = emailChannel({
      smtpUrl: smtp.url,
      from: 'site@example.com',
      to: ['team@example.com'],
      notification: NOTIFICATION,
      locale: 'en-US',
      timeZone: TORONTO,
      links,
    });
    await channel.send((await loadNotice(store, 'contact', id, false))!, `msg_${id}`);
    const sent = smtp.messages.filter((m) => m.headers.get('x-lead-id') === id);
    expect(sent.map((m) => JSON.stringify(m.to)).join()).toContain('team@example.com');
    const theirs = sent.find((m) => JSON.stringify(m.to).includes(owner));
    expect(theirs?.text).toContain(`${TEAM_ORIGIN}/${locale}/leads/${id}`);
    // Each in their own language: the shared box in LEADS_NOTIFY_LOCALE's, the member in theirs.
    expect(theirs?.subject).toMatch(
      locale === 'fr' ? /^Nouvelle demande d’appel : / : /^New contact request: /,
    );
    const shared = sent.find((m) => JSON.stringify(m.to).includes('team@example.com'));
    expect(shared?.subject).toMatch(/^New contact request: /);
    expect(sent).toHaveLength(2);
  });

  describe('the figures of leads with known times', () => {
    const now = new Date('2026-11-18T15:00:00Z'); // Wednesday 10:00 in Toronto
    const at = (time: string) => `2026-11-${time}Z`;
    const ids: Record<string, string> = {};
    const clock = (received: string, due: string) => meta(at(received), { dueAt: iso(at(due)) });

    beforeAll(async () => {
      const request = (name: string, received: string, due: string) =>
        saveContactRequest(store, contact(name), clock(received, due));
      // This week (from Monday 2026-11-16 00:00 in Toronto, 05:00 UTC):
      ids.onTime = await request('Ponctuel', '16T14:00:00.000', '17T14:00:00.000');
      ids.late = await request('Tardif', '16T14:00:00.000', '17T14:00:00.000');
      ids.overdue = await request('Oublié', '16T16:00:00.000', '17T16:00:00.000');
      ids.notYet = await request('Récent', '18T14:00:00.000', '19T14:00:00.000');
      ids.midnight = await saveApplication(
        store,
        application('Minuit'),
        clock('16T05:00:00.000', '23T05:00:00.000'),
      );
      ids.spam = await saveContactRequest(
        store,
        { ...contact('Pourriel') },
        { ...clock('16T14:00:00.000', '17T14:00:00.000'), spam: ['trap'] },
      );
      // Sunday 23:59:59.999 in Toronto: last week.
      ids.sunday = await request('Dimanche', '16T04:59:59.999', '17T04:59:59.999');
      const status = (id: string, value: 'contacted' | 'qualified' | 'won', time: string) =>
        setStatus(store, id, value, new Date(at(time)), release);
      await status(ids.onTime!, 'contacted', '16T15:00:00.000'); // 1 h, on time
      await status(ids.onTime!, 'qualified', '17T10:00:00.000'); // the first contact stays
      await status(ids.late!, 'won', '17T20:00:00.000'); // 30 h, late
      await status(ids.midnight!, 'contacted', '16T07:00:00.000'); // 2 h
      await status(ids.sunday!, 'contacted', '16T06:00:00.000'); // 1 h and 1 ms
      // Called back, then found to be spam after all: left out of every figure.
      await status(ids.spam!, 'contacted', '16T15:00:00.000');
      await store.batch([run("UPDATE lead_work SET status = 'spam' WHERE lead_id = ?", [ids.spam])]);
    });

    it('records the first contact once', async () => {
      const [rows] = await store.batch([
        allRows<{ first_contact_at: string; status: string }>(
          'SELECT first_contact_at, status FROM lead_work WHERE lead_id = ?',
          [ids.onTime],
        ),
      ]);
      expect(rows).toEqual([{ first_contact_at: iso(at('16T15:00:00.000')), status: 'qualified' }]);
    });

    it('gives the median time to first contact, the share called back in time and the overdue count', async () => {
      const { weeks, overdue } = await figures(store, TORONTO, now);
      expect(weeks).toHaveLength(13);
      expect(weeks[0]).toMatchObject({
        week: { monday: '2026-11-16', start: '2026-11-16T05:00:00.000Z', end: '2026-11-23T05:00:00.000Z' },
        received: 5,
        contacted: 3,
        medianMs: 2 * HOUR,
        promised: 4,
        kept: 2,
      });
      expect(weeks[1]).toMatchObject({
        week: { monday: '2026-11-09' },
        received: 1,
        contacted: 1,
        medianMs: HOUR + 1,
        promised: 1,
        kept: 1,
      });
      expect(weeks.slice(2).every((w) => w.received === 0 && w.medianMs === null)).toBe(true);
      expect(overdue).toBe(1);
    });

    it('sends the owners last week’s figures once on Monday morning, whatever the number of workers, each in their language', async () => {
      await store.batch([
        run(
          `INSERT INTO members (id, email, email_key, role, user_handle, created_at, locale, away)
           VALUES ('carl', 'carl@example.com', 'carl@example.com', 'owner', 'carl', ?, 'en-US', 1)`,
          [iso('2026-11-01T00:00:00Z')],
        ),
      ]);
      const env = parseServerEnv({
        ...opened.env,
        ...mailingTeam(smtp.url),
        LEADS_TIMEZONE: TORONTO,
      });
      const hosts = [0, 1].map(() => openHost(env, ['en-US', 'fr'], NOTIFICATION, TEAM_SETTINGS));
      try {
        const summaries = () =>
          smtp.messages.filter((m) => /last week|semaine dernière/i.test(m.subject ?? ''));
        smtp.messages.length = 0;
        // Sunday evening: too soon.
        expect(await hosts[0]!.weeklySummary!(new Date('2026-11-23T03:00:00Z'))).toBe(0);
        const monday = new Date('2026-11-23T14:00:00Z'); // 09:00 in Toronto
        const sent = await Promise.all(hosts.map((host) => host.weeklySummary!(monday)));
        expect(sent[0]! + sent[1]!).toBe(2);
        expect(await hosts[1]!.weeklySummary!(new Date('2026-11-23T20:00:00Z'))).toBe(0);
        expect(
          summaries()
            .map((m) => JSON.stringify(m.to))
            .sort(),
        ).toEqual([expect.stringContaining('ana@example.com'), expect.stringContaining('carl@example.com')]);
        const fr = summaries().find((m) => JSON.stringify(m.to).includes('ana@example.com'))!;
        const en = summaries().find((m) => JSON.stringify(m.to).includes('carl@example.com'))!;
        expect(fr.subject).toBe('La semaine dernière en chiffres');
        // Seen on Monday the 23rd, the lead not called back by the 19th is settled (late) now.
        expect(fr.text).toMatch(
          new RegExp(
            `^Semaine du 16 au 22\\u00a0novembre : 5 reçus, médiane 2\\u00a0h, 40[\\u00a0\\u202f]% dans le délai, 2 en retard\\. ${TEAM_ORIGIN}/fr/leads/figures\\s*$`,
            'u',
          ),
        );
        expect(en.subject).toBe('Last week in figures');
        expect(en.text).toContain('5 received, median 2 hr, 40% within the promise, 2 overdue now.');
        expect(en.text).toContain(`${TEAM_ORIGIN}/en-US/leads/figures`);
        for (const mail of summaries())
          expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(
            /Ponctuel|Tardif|Zéphyr|514|@example\.test/,
          );
      } finally {
        await Promise.all(hosts.map((host) => host.store.close?.()));
      }
    });
  });
});
