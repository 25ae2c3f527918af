// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRows, getRow } from '../../src/db/runner';
import { parseServerEnv } from '../../src/env';
import { inboxAccess } from '../../src/inbox/access';
import { saveContactRequest } from '../../src/leads/contact';
import { openTeam, type Caller } from '../../src/team';
import { countVisit, OTHER, VISIT_KEYS_PER_DAY, type Visit } from '../../src/visits/count';
import { TEAM_SETTINGS } from '../support/labels';
import { eachStore, joined, TEAM_ORIGIN, type OpenedStore } from '../support/stores';

// Which campaign brings customers, on each store: outcomes set on leads (audited), the sources
// report over leads and counted visits, the day's cap of visit keys, and the two ad platforms'
// files parsed back against their documented columns. Both stores must give the same answers.
const TORONTO = 'America/Toronto';
const HOUR = 3_600_000;
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

const visit = (overrides: Partial<Visit> = {}): Visit => ({
  path: '/fr',
  locale: 'fr',
  referrer: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  entry: true,
  ...overrides,
});

/** A CSV read back as its importer reads it: lines, then comma-separated cells (none quoted here). */
const parsed = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

const answers: Record<string, unknown> = {};

describe.each(eachStore(3930))('campaign outcomes on %s', (name, open) => {
  let opened: OpenedStore;
  let inbox: ReturnType<typeof inboxAccess>;
  let owner: Caller;
  let member: Caller;
  let clock = new Date();
  const ids: Record<string, string> = {};
  const start = Date.parse('2026-11-02T14:00:00Z');

  beforeAll(async () => {
    opened = await open();
    const env = parseServerEnv({ ...opened.env, TEAM_ORIGIN });
    const team = openTeam(opened.store, env, TEAM_SETTINGS);
    inbox = inboxAccess({
      store: opened.store,
      team,
      notifyOwner: async () => false,
      release: { channels: [], dueAt: (_kind, from) => new Date(from.getTime() + 24 * HOUR).toISOString() },
      timeZone: TORONTO,
      currency: 'CAD',
      boxes: [],
      now: () => clock,
    });
    owner = await joined(team, 'owner@example.com', 'owner');
    member = await joined(team, 'member@example.com', 'member');

    const lead = async (key: string, at: number, source: Record<string, string>, spam?: string[]) => {
      ids[key] = await saveContactRequest(
        opened.store,
        {
          name: key,
          company_name: 'Co',
          email: `${key}@example.com`,
          phone: '514 555-0100',
          activity: 'retail',
          role: '',
        },
        {
          receivedAt: new Date(at).toISOString(),
          locale: 'fr',
          clientHash: 'c',
          dueAt: new Date(at + 24 * HOUR).toISOString(),
          source,
          ...(spam ? { spam } : {}),
        },
      );
    };
    const autumn = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'automne', cta: 'hero' } as const;
    await lead('a', start, { ...autumn, landing: '/fr?utm_campaign=automne', gclid: 'CLICK-A' });
    await lead('b', start + HOUR, { ...autumn, landing: '/fr/contact?utm_campaign=automne', fbclid: 'FB-B' });
    await lead('c', start + 2 * HOUR, { ...autumn, landing: '/fr' });
    await lead('d', start + 3 * HOUR, {});
    await lead('e', start + 4 * HOUR, autumn, ['honeypot']);
    await lead('f', start + 5 * HOUR, { ...autumn, gclid: 'CLICK-F', referrer: 'https://news.example.org' });
    await lead('october', Date.parse('2026-10-15T14:00:00Z'), autumn);

    // Worked at known times: the first contact and the outcome are the change's own time.
    const at = async (time: number, change: () => Promise<unknown>) => {
      clock = new Date(time);
      expect(await change()).toBe(true);
    };
    await at(start + 2 * HOUR, () => inbox.setStatus(member, ids.a!, 'won', { wonValueCents: 150_050 }));
    await at(start + 73 * HOUR, () => inbox.setStatus(member, ids.b!, 'won', { wonValueCents: 100_000 }));
    await at(start + 26 * HOUR, () => inbox.setStatus(member, ids.c!, 'lost', { lostReason: 'no-budget' }));
    await at(start + 8 * HOUR, () => inbox.setStatus(member, ids.d!, 'qualified'));
    await at(start + 6 * HOUR, () => inbox.setStatus(member, ids.f!, 'qualified'));

    for (let i = 0; i < 3; i += 1)
      await opened.store.batch(
        countVisit(visit({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'automne' }), '2026-11-03'),
      );
    await opened.store.batch(
      countVisit(
        visit({
          path: '/fr/contact',
          utm_campaign: 'automne',
          utm_source: 'google',
          utm_medium: 'cpc',
          entry: false,
        }),
        '2026-11-03',
      ),
    );
    await opened.store.batch(countVisit(visit(), '2026-11-04'));
    // Outside the period: not counted.
    await opened.store.batch(countVisit(visit({ utm_campaign: 'automne' }), '2026-12-01'));
  }, 120_000);

  afterAll(async () => {
    await opened?.close();
  });

  it('keeps a won value and a lost reason on the lead, its page and its audit row', async () => {
    const a = await inbox.lead(member, ids.a!);
    expect([a?.status, a?.wonValue, a?.lostReason]).toEqual(['won', 1500.5, null]);
    const c = await inbox.lead(member, ids.c!);
    expect([c?.status, c?.wonValue, c?.lostReason]).toEqual(['lost', null, 'no-budget']);
    const { rows } = await inbox.list(member, {});
    expect(rows.find((row) => row.id === ids.a)?.wonValue).toBe(1500.5);
    const [audit] = await opened.store.batch([
      allRows<{ target: string; detail: string }>(
        "SELECT target, detail FROM audit_log WHERE action = 'lead-status-changed' ORDER BY at",
      ),
    ]);
    expect(audit).toContainEqual({ target: ids.a, detail: 'won 1500.50' });
    expect(audit).toContainEqual({ target: ids.c, detail: 'lost no-budget' });
  });

  it('clears the value when the lead leaves won, and keeps no reason on a status that takes none', async () => {
    clock = new Date(start + 100 * HOUR);
    await inbox.setStatus(member, ids.d!, 'won', { wonValueCents: 500, lostReason: 'other' });
    expect((await inbox.lead(member, ids.d!))?.lostReason).toBeNull();
    await inbox.setStatus(member, ids.d!, 'qualified', { wonValueCents: 900 });
    const [row] = await opened.store.batch([
      getRow<{ won_value_cents: unknown; lost_reason: unknown }>(
        'SELECT won_value_cents, lost_reason FROM lead_work WHERE lead_id = ?',
        [ids.d],
      ),
    ]);
    expect(row).toEqual({ won_value_cents: null, lost_reason: null });
  });

  it('counts each campaign’s visits, leads, spam apart, call-backs on time, median first contact and outcomes', async () => {
    const report = await inbox.sources(member, { group: 'campaign', period: NOVEMBER });
    const automne = report.rows.find((row) => row.key === 'automne');
    expect(automne).toEqual({
      key: 'automne',
      visits: 3,
      leads: 4,
      spam: 1,
      // a (2 h) and f (1 h) before their due time, c (24 h) at it; b (73 h) late.
      contactedOnTime: 3,
      // 1 h, 2 h, 24 h, 73 h: the mean of the middle two.
      medianMs: 13 * HOUR,
      qualified: 3,
      won: 2,
      wonValue: 2500.5,
      lost: 1,
    });
    const none = report.rows.find((row) => row.key === '');
    expect(none).toMatchObject({ visits: 1, leads: 1, qualified: 1, won: 0, medianMs: 5 * HOUR });
    expect(report.totals).toMatchObject({ visits: 4, leads: 5, spam: 1, won: 2, wonValue: 2500.5, lost: 1 });
    answers[`${name} campaign`] = report;
  });

  it('groups by source and medium, referrer, landing page and call to action', async () => {
    const by = async (group: 'source' | 'referrer' | 'landing' | 'cta') =>
      Object.fromEntries(
        (await inbox.sources(member, { group, period: NOVEMBER })).rows.map((row) => [
          row.key,
          [row.visits, row.leads],
        ]),
      );
    expect(await by('source')).toEqual({ 'google / cpc': [3, 4], '': [1, 1] });
    expect(await by('referrer')).toEqual({ '': [4, 4], 'https://news.example.org': [0, 1] });
    expect(await by('landing')).toEqual({ '/fr': [4, 2], '/fr/contact': [0, 1], '': [0, 2] });
    expect(await by('cta')).toEqual({ hero: [null, 4], '': [null, 1] });
  });

  it('charts leads and won per week, for the chosen rows or all', async () => {
    const all = await inbox.sources(member, { group: 'campaign', period: NOVEMBER });
    expect(all.weeks.map((week) => week.monday)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(all.weeks.find((week) => week.monday === '2026-11-02')).toEqual({
      monday: '2026-11-02',
      leads: 5,
      won: 2,
    });
    const chosen = await inbox.sources(member, { group: 'campaign', period: NOVEMBER, chosen: [''] });
    expect(chosen.weeks.find((week) => week.monday === '2026-11-02')).toEqual({
      monday: '2026-11-02',
      leads: 1,
      won: 0,
    });
    answers[`${name} weeks`] = [all.weeks, chosen.weeks];
  });

  it('holds a day to its cap of visit keys: past it, counts fold into one "other" key', async () => {
    const day = '2026-09-01';
    for (let i = 0; i < VISIT_KEYS_PER_DAY + 50; i += 1)
      await opened.store.batch(countVisit(visit({ path: `/fr/${i}` }), day), { durable: false });
    // A key the day already holds still counts on its own past the cap.
    await opened.store.batch(countVisit(visit({ path: '/fr/0' }), day));
    const [rows] = await opened.store.batch([
      allRows<{ path: string; views: number | string }>(
        'SELECT path, views FROM visit_counts WHERE day = ?',
        [day],
      ),
    ]);
    expect(rows).toHaveLength(VISIT_KEYS_PER_DAY + 1);
    expect(Number(rows.find((row) => row.path === OTHER)?.views)).toBe(50);
    expect(Number(rows.find((row) => row.path === '/fr/0')?.views)).toBe(2);
  });

  it('writes the won leads with a Google click id in Google Ads’ offline conversion import CSV', async () => {
    const file = await inbox.adConversions(owner, { platform: 'google-ads', period: NOVEMBER });
    expect(file.file).toBe('google-ads-conversions_2026-11-01_2026-11-30.csv');
    expect(parsed(file.csv)).toEqual([
      ['Parameters:TimeZone=America/Toronto'],
      ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'],
      // 16:00 UTC is 11:00 in Toronto in November (EST).
      ['CLICK-A', 'Won lead', '2026-11-02 11:00:00', '1500.50', 'CAD'],
    ]);
    const withQualified = await inbox.adConversions(owner, {
      platform: 'google-ads',
      period: NOVEMBER,
      qualified: true,
    });
    expect(parsed(withQualified.csv).slice(2)).toEqual([
      ['CLICK-A', 'Won lead', '2026-11-02 11:00:00', '1500.50', 'CAD'],
      ['CLICK-F', 'Qualified lead', '2026-11-02 15:00:00', '', ''],
    ]);
    answers[`${name} google`] = withQualified.csv;
  });

  it('writes the won leads with a Meta click id in Meta’s offline events CSV, and nothing else of them', async () => {
    const file = await inbox.adConversions(owner, { platform: 'meta', period: NOVEMBER });
    expect(parsed(file.csv)).toEqual([
      ['event_name', 'event_time', 'fbc', 'value', 'currency', 'action_source'],
      [
        'Purchase',
        String((start + 73 * HOUR) / 1000),
        `fb.1.${start + HOUR}.FB-B`,
        '1000.00',
        'CAD',
        'system_generated',
      ],
    ]);
    expect(file.csv).not.toMatch(/example\.com|Co\b|514/);
    answers[`${name} meta`] = file.csv;
  });

  it('lets owners only download the sources table and the ad files, and audits each download', async () => {
    for (const download of [
      () => inbox.sourcesCsv(member, { group: 'campaign', period: NOVEMBER, header: ['source'] }),
      () => inbox.adConversions(member, { platform: 'google-ads', period: NOVEMBER }),
      () => inbox.adConversions(member, { platform: 'meta', period: NOVEMBER }),
    ])
      await expect(download()).rejects.toMatchObject({ status: 403 });
    const table = await inbox.sourcesCsv(owner, {
      group: 'campaign',
      period: NOVEMBER,
      header: ['source', 'visits', 'leads'],
    });
    const lines = parsed(table.csv);
    expect(lines[0]).toEqual(['source', 'visits', 'leads']);
    expect(lines.find((line) => line[0] === 'automne')?.slice(0, 3)).toEqual(['automne', '3', '4']);
    expect(lines.at(-1)?.slice(0, 3)).toEqual(['(total)', '4', '5']);
    const [audit] = await opened.store.batch([
      allRows<{ target: string }>("SELECT target FROM audit_log WHERE action = 'leads-exported'"),
    ]);
    expect(audit.map((row) => row.target).sort()).toEqual([
      'google-ads',
      'google-ads',
      'meta',
      'sources-campaign',
    ]);
  });
});

describe('both stores', () => {
  it('give the same answers', () => {
    for (const part of ['campaign', 'weeks', 'google', 'meta'])
      expect(answers[`PostgreSQL ${part}`], part).toEqual(answers[`SQLite ${part}`]);
  });
});
