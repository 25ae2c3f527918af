// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRows, getRow, run as statement } from '../../src/db/runner';
import { parseServerEnv } from '../../src/env';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { saveApplication } from '../../src/leads/career';
import { exportLeads } from '../../src/leads/export';
import { contactKind, saveContactRequest } from '../../src/leads/contact';
import { exportRowsSince } from '../../src/leads/kind';
import { saveSubscription } from '../../src/leads/subscription';
import { purgeOlderThan, purgeSpam } from '../../src/leads/retention';
import { isTeamRefusal, openInbox, openTeam, type Caller } from '../../src/team';
import { audit, AUDIT_PAGE, type AuditCursor } from '../../src/team/audit';
import { calledBackKey, signCalledBack } from '../../src/team/calledBackLink';
import { TEAM_SETTINGS } from '../support/labels';
import { eachStore, type OpenedStore, mailingTeam, TEAM_ORIGIN, joined } from '../support/stores';
import { startSmtpServer } from '../support/receivers';

// The inbox's data-access layer on each store, as the team's pages call it: every read and
// action on a caller whose session the store vouched for.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const meta = (at: number) => ({ receivedAt: new Date(at).toISOString(), locale: 'fr', clientHash: 'c' });
const contact = (name: string, company: string, email: string, phone = '514 555-0100') => ({
  name,
  company_name: company,
  email,
  phone,
  activity: 'retail' as const,
  role: '',
});

describe.each(eachStore(3880))('the inbox on %s', (_name, open) => {
  let opened: OpenedStore;
  let team: ReturnType<typeof openTeam>;
  let inbox: ReturnType<typeof openInbox>;
  let owner: Caller;
  let member: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    opened = await open();
    const env = parseServerEnv({
      ...opened.env,
      ...mailingTeam(smtp.url),
    });
    team = openTeam(opened.store, env, TEAM_SETTINGS);
    inbox = openInbox(opened.store, env, TEAM_SETTINGS, team, {
      channels: ['email'],
      dueAt: (kind, from) =>
        new Date(from.getTime() + (kind === 'contact' ? 1 : 5) * 86_400_000).toISOString(),
    });
    owner = await joined(team, 'owner@example.com', 'owner');
    member = await joined(team, 'member@example.com', 'member');
    const start = Date.parse('2026-11-02T14:00:00Z');
    ids.elodie = await saveContactRequest(
      opened.store,
      contact('Élodie Gagné', 'Café Fleuri', 'Elodie@Fleuri.ca'),
      meta(start),
      ['email'],
    );
    ids.marc = await saveContactRequest(
      opened.store,
      contact('Marc Roy', 'Roy & fils', 'marc@roy.ca', '+1 (438) 222-3333'),
      meta(start + 60_000),
    );
    ids.applicant = await saveApplication(
      opened.store,
      {
        name: 'Zoé Côté',
        email: 'zoe@example.com',
        phone: '418 000 1111',
        job: 'sales-representative',
        cv: { filename: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 cv'), sha256: 'x' },
      },
      meta(start + 120_000),
    );
  }, 60_000);

  afterAll(async () => {
    await opened?.close();
  });

  it("emails each joining link in the invitation's language when SMTP is set", () => {
    const invitation = smtp.messages.find((m) => JSON.stringify(m.to).includes('member@example.com'));
    expect(invitation?.subject).toBe('Votre lien d’invitation');
    expect(invitation?.text).toMatch(new RegExp(`${TEAM_ORIGIN}/fr/leads/join/[\\w-]{43} d’ici 24 heures`));
  });

  it('lists contact requests and applications newest first, each new with no owner', async () => {
    const { rows, next } = await inbox.list(member, {});
    expect(rows.map((r) => [r.kind, r.name, r.company, r.status, r.ownerEmail])).toEqual([
      ['career', 'Zoé Côté', '', 'new', null],
      ['contact', 'Marc Roy', 'Roy & fils', 'new', null],
      ['contact', 'Élodie Gagné', 'Café Fleuri', 'new', null],
    ]);
    expect(next).toBeNull();
  });

  it('finds a lead by name, company, address or phone, in any case, with or without accents', async () => {
    const found = async (q: string) => (await inbox.list(member, { q })).rows.map((r) => r.name);
    expect(await found('ELODIE gagne')).toEqual(['Élodie Gagné']);
    expect(await found('cafe')).toEqual(['Élodie Gagné']);
    expect(await found('élodie@fleuri.CA')).toEqual(['Élodie Gagné']);
    expect(await found('438 222-3333')).toEqual(['Marc Roy']);
    expect(await found('co')).toEqual(['Zoé Côté']);
    expect(await found('nobody')).toEqual([]);
    // A LIKE wildcard is a character like any other.
    expect(await found('%')).toEqual(['Zoé Côté', 'Marc Roy', 'Élodie Gagné']);
  });

  it("takes a 'called back' link only from a recipient who still gets the team's emails: a member or a configured box", async () => {
    const key = await calledBackKey(opened.store);
    const link = (recipient: string) =>
      signCalledBack(key, { leadId: ids.applicant!, recipient, expiresAt: Date.now() + 60_000 });
    // Someone who is neither (a member since removed, say): the link does nothing.
    expect(await inbox.calledBackLink(link('gone@example.com'))).toBeNull();
    expect(await inbox.markCalledBack(link('gone@example.com'), 'hash')).toBe('invalid');
    // LEADS_NOTIFY_TO's box and a member, in any case.
    expect(await inbox.calledBackLink(link('Team@Example.com'))).toMatchObject({ status: 'new' });
    expect(await inbox.calledBackLink(link('MEMBER@example.com'))).toMatchObject({ status: 'new' });
  });

  it('works a lead: owner (emailed a link, no personal data in the subject), status, notes; each audited', async () => {
    const directory = await team.directory(member);
    const memberId = directory.find((m) => m.email === 'member@example.com')!.id;
    expect(await inbox.assign(owner, ids.elodie!, memberId)).toBe(true);
    const assigned = () => smtp.messages.filter((m) => m.text?.includes(ids.elodie!));
    await expect.poll(() => assigned().length).toBe(1);
    const mail = assigned()[0]!;
    expect(mail.subject).toBe('Un prospect vous est confié');
    expect(mail.text).toContain(`${TEAM_ORIGIN}/fr/leads/${ids.elodie}`);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/Élodie|Gagné|Fleuri|514 555-0100|5145550100/);

    expect(await inbox.setStatus(member, ids.elodie!, 'contacted')).toBe(true);
    expect(await inbox.addNote(member, ids.elodie!, '  Rappelée, veut une démo jeudi.  ')).toBe(true);
    expect(await inbox.addNote(member, ids.elodie!, 'bad\u0000note')).toBe(false);
    const lead = (await inbox.lead(member, ids.elodie!))!;
    expect(lead).toMatchObject({
      status: 'contacted',
      ownerEmail: 'member@example.com',
      kind: 'contact',
      locale: 'fr',
    });
    expect(lead.fields).toMatchObject({
      name: 'Élodie Gagné',
      company_name: 'Café Fleuri',
      email: 'Elodie@Fleuri.ca',
    });
    expect(lead.notes.map((n) => [n.author, n.body])).toEqual([
      ['member@example.com', 'Rappelée, veut une démo jeudi.'],
    ]);
    expect(lead.deliveries.map((d) => [d.channel, d.status])).toEqual([['email', 'pending']]);

    const mine = await inbox.list(member, { owner: memberId, status: 'contacted' });
    expect(mine.rows.map((r) => r.id)).toEqual([ids.elodie]);
    expect((await inbox.list(member, { owner: 'none', kind: 'contact' })).rows.map((r) => r.id)).toEqual([
      ids.marc,
    ]);

    const audit = await team.auditLog(owner);
    const about = audit.filter((e) => e.target === ids.elodie).map((e) => [e.actor, e.action, e.detail]);
    expect(about).toEqual(
      expect.arrayContaining([
        ['owner@example.com', 'lead-owner-changed', 'member@example.com'],
        ['member@example.com', 'lead-status-changed', 'contacted'],
        ['member@example.com', 'lead-note-added', ''],
        ['member@example.com', 'lead-viewed', ''],
      ]),
    );
    expect(JSON.stringify(audit)).not.toMatch(/Élodie|Fleuri|démo/);
  });

  it('commits each change with its audit row: when the record cannot be written, the lead stays as it was', async () => {
    const run = (sql: string) => opened.store.batch([statement(sql)]);
    const state = async () =>
      opened.store.batch([
        getRow('SELECT status, owner_id FROM lead_work WHERE lead_id = ?', [ids.marc]),
        allRows('SELECT id FROM lead_notes WHERE lead_id = ?', [ids.marc]),
      ]);
    // The audit log refuses every row, as a full disk or a broken table would.
    if (_name === 'SQLite')
      await run(
        "CREATE TRIGGER no_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'no audit'); END",
      );
    else {
      await run(
        "CREATE FUNCTION no_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no audit'; END $$",
      );
      await run(
        'CREATE TRIGGER no_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION no_audit()',
      );
    }
    try {
      const before = await state();
      await expect(inbox.setStatus(member, ids.marc!, 'qualified')).rejects.toThrow();
      await expect(inbox.assign(member, ids.marc!, member.member.id)).rejects.toThrow();
      await expect(inbox.addNote(member, ids.marc!, 'Rappelé, intéressé.')).rejects.toThrow();
      expect(await state()).toEqual(before);
    } finally {
      await run('DROP TRIGGER no_audit' + (_name === 'SQLite' ? '' : ' ON audit_log'));
      if (_name !== 'SQLite') await run('DROP FUNCTION no_audit()');
    }
  });

  it('sends a notification again, not one a worker holds', async () => {
    const [delivery] = (await inbox.lead(member, ids.elodie!))!.deliveries;
    expect(await inbox.resend(member, ids.elodie!, delivery!.id)).toBe(false);
    await opened.store.batch([{ sql: "UPDATE outbox SET status = 'failed'", params: [] }]);
    expect(await inbox.resend(member, ids.elodie!, delivery!.id)).toBe(true);
    expect((await inbox.lead(member, ids.elodie!))!.deliveries[0]!.status).toBe('pending');
  });

  it("refuses a member the owners' export and erasure (403), and lets an owner do both", async () => {
    for (const action of [
      () => inbox.exportCsv(member, 'contact', {}),
      () => inbox.erase(member, ids.marc!),
    ]) {
      const refusal = await action().catch((error: unknown) => error);
      expect(isTeamRefusal(refusal) && refusal.status).toBe(403);
    }
    // Spam stays out of every export, whatever the list's filters ask.
    await inbox.setStatus(owner, ids.marc!, 'spam');
    const spam = await inbox.exportCsv(owner, 'contact', { status: 'spam' });
    expect(spam.csv.trim().split('\r\n')).toHaveLength(1);
    expect(spam.csv).not.toContain('Marc Roy');
    await inbox.setStatus(owner, ids.marc!, 'new');
    const { file, csv } = await inbox.exportCsv(owner, 'contact', { status: 'contacted' });
    expect(file).toBe('contact-requests.csv');
    expect(csv).toContain('Élodie Gagné');
    expect(csv).not.toContain('Marc Roy');

    expect(await inbox.erase(owner, ids.elodie!)).toMatchObject({ contactRequests: 1 });
    expect(await inbox.lead(owner, ids.elodie!)).toBeNull();
    expect((await inbox.list(owner, { q: 'elodie' })).rows).toEqual([]);
    const [left] = await opened.store.batch([
      { sql: 'SELECT count(*) AS n FROM lead_notes', params: [], mode: 'get' } as never,
    ]);
    expect(Number((left as { n: number }).n)).toBe(0);
  });

  it('lists newsletter subscribers apart, newest first, without a clock', async () => {
    await saveSubscription(
      opened.store,
      { email: 'first@example.com', source: 'website' },
      meta(Date.parse('2026-11-03T10:00:00Z')),
    );
    await saveSubscription(
      opened.store,
      { email: 'second@example.com', source: 'website' },
      meta(Date.parse('2026-11-03T11:00:00Z')),
    );
    const { rows, next } = await inbox.subscribers(member);
    expect(rows.map((r) => r.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(next).toBeNull();
    expect((await inbox.list(member, { q: 'second' })).rows).toEqual([]);
  });

  it('pages 50 at a time by keyset, newest first, none twice; purges the inbox rows with the leads', async () => {
    const start = Date.parse('2026-10-01T12:00:00Z');
    for (let i = 0; i < 60; i += 1)
      await saveContactRequest(
        opened.store,
        contact(`Lead ${i}`, 'Bulk', `bulk${i}@example.com`),
        meta(start + i * 1000),
      );
    const first = await inbox.list(member, { q: 'bulk' });
    expect(first.rows).toHaveLength(50);
    const second = await inbox.list(member, { q: 'bulk' }, first.next!);
    expect(second.rows).toHaveLength(10);
    expect(second.next).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((r) => r.name)).size).toBe(60);
    expect(first.rows[0]!.name).toBe('Lead 59');
    const october = await inbox.list(member, { from: '2026-10-01T00:00:00Z', to: '2026-10-02T00:00:00Z' });
    expect(october.rows).toHaveLength(50);

    await purgeOlderThan(opened.store, 30, Date.parse('2026-11-01T12:00:00Z'));
    expect((await inbox.list(member, { q: 'bulk' })).rows).toEqual([]);
    const [terms] = await opened.store.batch([
      { sql: "SELECT count(*) AS n FROM lead_terms WHERE term = 'bulk'", params: [], mode: 'get' } as never,
    ]);
    expect(Number((terms as { n: number }).n)).toBe(0);
  });

  it("pages the owners' audit log by keyset: a purge's entries at one instant all shown, none twice", async () => {
    // A purge writes one entry per lead, every one at the same time: more than a page of them.
    const purgedAt = new Date('2026-11-03T03:00:00Z');
    for (let i = 0; i < 150; i += 1) {
      await audit(
        opened.store,
        { actor: 'cli', action: 'lead-purged', target: `purged-${i}`, clientHash: '' },
        purgedAt,
      );
    }
    const seen: string[] = [];
    let before: AuditCursor | undefined;
    for (let page = 0; page < 20; page += 1) {
      const entries = await team.auditLog(owner, before);
      seen.push(...entries.filter((e) => e.target.startsWith('purged-')).map((e) => e.id));
      const last = entries.at(-1);
      if (!last || entries.length < AUDIT_PAGE) break;
      before = { at: last.at, id: last.id };
    }
    expect(seen).toHaveLength(150);
    expect(new Set(seen).size).toBe(150);
  });

  it('sorts by due time, soonest (overdue) first and leads with none last, newest first; pages by keyset, none twice', async () => {
    const start = Date.parse('2026-09-01T12:00:00Z');
    const saved: { id: string; receivedAt: number; dueAt: string | null }[] = [];
    for (let i = 0; i < 60; i += 1) {
      const receivedAt = start + i * 1000;
      const id = await saveContactRequest(
        opened.store,
        contact(`Due ${i}`, 'Duesort', `due${i}@example.com`),
        meta(receivedAt),
      );
      // Every third has no due time (called back); the others share a few due times, ties included.
      const dueAt = i % 3 === 0 ? null : new Date(start + ((i * 7) % 5) * 3_600_000).toISOString();
      await opened.store.batch([
        { sql: 'UPDATE lead_work SET due_at = ? WHERE lead_id = ?', params: [dueAt, id] },
      ]);
      saved.push({ id, receivedAt, dueAt });
    }
    const expected = [...saved]
      .sort(
        (a, b) =>
          Number(a.dueAt === null) - Number(b.dueAt === null) ||
          (a.dueAt ?? '').localeCompare(b.dueAt ?? '') ||
          b.receivedAt - a.receivedAt,
      )
      .map((lead) => lead.id);
    const first = await inbox.list(member, { q: 'duesort', sort: 'due' });
    expect(first.rows).toHaveLength(50);
    expect(first.next?.dueAt).toBe(saved.find((lead) => lead.id === first.rows[49]!.id)!.dueAt);
    const second = await inbox.list(member, { q: 'duesort', sort: 'due' }, first.next!);
    expect(second.next).toBeNull();
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(expected);
    // The first page ended among the leads with no due time; this one starts after one with a due time.
    const lead = saved.find(({ id }) => id === expected[30])!;
    const after = { id: lead.id, dueAt: lead.dueAt, receivedAt: new Date(lead.receivedAt).toISOString() };
    const middle = await inbox.list(member, { q: 'duesort', sort: 'due' }, after);
    expect(middle.rows.map((row) => row.id)).toEqual(expected.slice(31));
    await purgeOlderThan(opened.store, 30, Date.parse('2026-11-01T12:00:00Z'));
  });

  it('keeps spam in a folder of its own with its reasons; "not spam" notifies once and starts the clock', async () => {
    const at = Date.now();
    const spam = await saveContactRequest(
      opened.store,
      contact('Bot', 'www.cheap.example', 'bot@spam.example'),
      { ...meta(at), dueAt: new Date(at).toISOString(), spam: ['proof-missing', 'link'] },
      [],
    );
    expect((await inbox.list(member, { q: 'bot' })).rows).toEqual([]);
    const folder = await inbox.list(member, { status: 'spam' });
    expect(folder.rows.map((r) => [r.id, r.spamReasons, r.dueAt])).toEqual([
      [spam, ['proof-missing', 'link'], null],
    ]);
    expect((await inbox.lead(member, spam))!).toMatchObject({ status: 'spam', deliveries: [] });
    // Exports, whoever mails from them, leave spam out.
    const exported = async () =>
      (await opened.store.batch([exportRowsSince(contactKind, '')]))[0].map((row) => row.id);
    expect(await exported()).not.toContain(spam);

    expect(await inbox.setStatus(member, spam, 'new')).toBe(true);
    // A second click (another tab, another member) changes nothing and sends nothing more.
    expect(await inbox.setStatus(owner, spam, 'new')).toBe(true);
    const released = (await inbox.lead(member, spam))!;
    expect(released).toMatchObject({ status: 'new', spamReasons: [] });
    expect(released.deliveries.map((d) => d.channel)).toEqual(['email']);
    expect(Date.parse(released.dueAt!)).toBeGreaterThanOrEqual(at + 86_400_000);
    expect(await exported()).toContain(spam);

    // Marked by hand, it says so; back out of spam, it is not notified twice.
    expect(await inbox.setStatus(member, spam, 'spam')).toBe(true);
    expect((await inbox.list(member, { status: 'spam' })).rows[0]!.spamReasons).toEqual(['marked']);
    expect(await inbox.setStatus(member, spam, 'contacted')).toBe(true);
    expect((await inbox.lead(member, spam))!.deliveries).toHaveLength(1);
  });

  it('shows a spam application whose CV was not kept, lets it through, and exports it without a file', async () => {
    const at = Date.now();
    const id = await saveApplication(
      opened.store,
      {
        name: 'Nadia Flood',
        email: 'nadia@example.com',
        phone: '418 000 2222',
        job: 'sales-representative',
        cv: { filename: 'nadia.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 n'), sha256: 'y' },
      },
      { ...meta(at), spam: ['proof-missing'] },
    );
    // As the spam budget leaves it (spam.test.ts fills it over HTTP): the row, not the bytes.
    await opened.store.batch([statement('DELETE FROM application_cvs WHERE application_id = ?', [id])]);
    expect((await inbox.lead(member, id))!.cv).toEqual({ filename: 'nadia.pdf', size: 10, kept: false });
    expect((await inbox.lead(member, ids.applicant!))!.cv).toMatchObject({ kept: true });
    expect(await inbox.cv(member, id)).toBeNull();

    expect(await inbox.setStatus(member, id, 'new')).toBe(true);
    const { csv } = await inbox.exportCsv(owner, 'career', {});
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const column = header!.split(',').indexOf('cv_file');
    const fileOf = (lead: string) => lines.find((line) => line.startsWith(lead))!.split(',')[column];
    expect([fileOf(id), fileOf(ids.applicant!)]).toEqual(['', `cvs/${ids.applicant}.pdf`]);
    // The operator's export writes every other CV and does not stop at this one.
    const out = path.join(os.tmpdir(), `export-${randomUUID()}`);
    await exportLeads(opened.store, new Date(at - 1000).toISOString(), out);
    expect(fs.readFileSync(path.join(out, 'applications.csv'), 'utf8')).toContain(id);
    expect(fs.readdirSync(path.join(out, 'cvs'))).toEqual([]);
    fs.rmSync(out, { recursive: true });
  });

  it('holds a spam sign-up apart; a real one for that address replaces it; release notifies once', async () => {
    const at = Date.now();
    await saveSubscription(
      opened.store,
      { email: 'victim@example.com', source: 'website' },
      { ...meta(at), spam: ['proof-missing'] },
    );
    await saveSubscription(
      opened.store,
      { email: 'held@example.com', source: 'website' },
      { ...meta(at + 1), spam: ['flood'] },
    );
    const subscribers = async () => (await inbox.subscribers(member)).rows.map((r) => r.email);
    expect(await subscribers()).not.toContain('victim@example.com');
    const held = (await inbox.subscribers(member, undefined, { spam: true })).rows;
    expect(held.map((r) => [r.email, r.spamReasons])).toEqual([
      ['held@example.com', ['flood']],
      ['victim@example.com', ['proof-missing']],
    ]);

    await saveSubscription(
      opened.store,
      { email: 'Victim@example.com', source: 'website' },
      meta(at + 1000),
      ['email'],
    );
    expect(await subscribers()).toContain('Victim@example.com');

    const heldId = held[0]!.id;
    expect(await inbox.releaseSubscriber(member, heldId)).toBe(true);
    expect(await inbox.releaseSubscriber(member, heldId)).toBe(false);
    expect(await subscribers()).toContain('held@example.com');
    const [queued] = await opened.store.batch([
      { sql: 'SELECT count(*) AS n FROM outbox WHERE lead_id = ?', params: [heldId], mode: 'get' } as never,
    ]);
    expect(Number((queued as { n: number }).n)).toBe(1);
    expect((await inbox.subscribers(member, undefined, { spam: true })).rows).toEqual([]);
  });

  it('purges spam after 30 days, the leads and sign-ups with it, and nothing else', async () => {
    const old = Date.now() - 31 * 86_400_000;
    const spam = await saveContactRequest(opened.store, contact('Old bot', 'Spam', 'oldbot@spam.example'), {
      ...meta(old),
      spam: ['honeypot'],
    });
    const kept = await saveContactRequest(
      opened.store,
      contact('Old lead', 'Real', 'old@real.example'),
      meta(old),
    );
    await saveSubscription(
      opened.store,
      { email: 'oldbot@spam.example', source: 'x' },
      { ...meta(old), spam: ['flood'] },
    );
    const removed = await purgeSpam(opened.store);
    expect(removed).toMatchObject({ contactRequests: 1, subscriptions: 1 });
    expect(await inbox.lead(member, spam)).toBeNull();
    expect((await inbox.lead(member, kept))?.fields.name).toBe('Old lead');
    expect((await inbox.subscribers(member, undefined, { spam: true })).rows).toEqual([]);
    // The audit log names each lead the purge removed, by id.
    const [lines] = await opened.store.batch([
      allRows<{ actor: string; target: string; detail: string }>(
        "SELECT actor, target, detail FROM audit_log WHERE action = 'lead-purged' ORDER BY target",
      ),
    ]);
    expect(lines.filter((line) => line.target === spam)).toEqual([
      { actor: 'retention', target: spam, detail: 'spam' },
    ]);
    expect(lines.filter((line) => line.detail === 'spam')).toHaveLength(2);
  });

  it('keeps a lead a member marks as spam for 30 days from then, however old: erasure stays the owners’', async () => {
    const old = Date.now() - 90 * 86_400_000;
    const id = await saveContactRequest(
      opened.store,
      contact('Vieux client', 'Réel', 'vieux@reel.example'),
      meta(old),
    );
    expect(await inbox.setStatus(member, id, 'spam')).toBe(true);
    await purgeSpam(opened.store);
    expect((await inbox.lead(member, id))?.status).toBe('spam');
    // Thirty days after it was marked, it goes as any spam.
    await purgeSpam(opened.store, Date.now() + 31 * 86_400_000);
    expect(await inbox.lead(member, id)).toBeNull();
  });
});
