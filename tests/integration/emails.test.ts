// @vitest-environment node
import { chromium, type Browser, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HONEYPOT_FIELD } from '@polyfence/lead-contract';
import { careerBody, contactBody, post } from '@/packages/forms-host/test/support/payloads';
import { pdfBytes } from '@/packages/forms-host/test/support/pdf';
import { startReceiver, startSmtpServer, webhookTo } from '@/packages/forms-host/test/support/receivers';
import { TeamMember } from '@/packages/forms-host/test/support/member';
import { tsx } from '@/packages/forms-host/test/support/server';
import '../support/localhost-names';
import { newDataDir, readDatabase, startServer, testPort, type FormsServer } from './server';

// Every email of the site, judged by the SMTP server that received it, from the production
// build as `npm start` serves it: the team's notification (in LEADS_NOTIFY_LOCALE and in each
// member's own language), the visitor's acknowledgement, the joining links, an assignment,
// a reminder and an escalation on a one-minute clock, and the owners' weekly summary.

const root = path.resolve(__dirname, '../..');
const PORT_A = testPort(80);
const PORT_B = testPort(81);
/** The team's own host on server A: the browser, the soft authenticator and the links agree on it. */
const TEAM = `http://team.localhost:${PORT_A}`;
const CV = pdfBytes();

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let hooks: Awaited<ReturnType<typeof startReceiver>>;
let a: FormsServer;
let b: FormsServer;
const dataA = newDataDir();
const dataB = newDataDir();

const common = () => ({
  SMTP_URL: smtp.url,
  LEADS_NOTIFY_FROM: 'site@example.com',
  ...webhookTo(hooks.url),
  FORMS_RATE_LIMIT_PER_MINUTE: '1000',
  FORMS_RATE_LIMIT_BURST: '1000',
  FORMS_FLOOD_PER_HOUR: '1000',
});
/** A: English notifications to the team's box, members in round-robin, a one-minute clock round the clock. */
const envA = () => ({
  ...common(),
  LEADS_NOTIFY_TO: 'team@example.com',
  TEAM_ORIGIN: TEAM,
  LEADS_ASSIGN: 'round-robin',
  LEADS_CALLBACK_WITHIN: 'PT1M',
  LEADS_REPLY_WITHIN: 'P30D',
  LEADS_BUSINESS_HOURS: 'mon-sun 00:00-24:00',
  LEADS_HOLIDAYS: 'none',
  // The owner (a member: French by then) and the team's box (LEADS_NOTIFY_LOCALE: English).
  LEADS_ESCALATE_TO: 'owner@example.com,team@example.com',
});
/** B: the team's box reads French. */
const envB = () => ({ ...common(), LEADS_NOTIFY_TO: 'equipe@example.com', LEADS_NOTIFY_LOCALE: 'fr' });

beforeAll(async () => {
  smtp = await startSmtpServer();
  hooks = await startReceiver();
  [a, b] = await Promise.all([
    startServer({ port: PORT_A, dataDir: dataA, env: envA() }),
    startServer({ port: PORT_B, dataDir: dataB, env: envB() }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  await hooks?.close();
});

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address?.toLowerCase()));

/** The first message to `to` that `match` accepts, once it has arrived. */
async function mailTo(to: string, match: (mail: ParsedMail) => boolean = () => true, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.find((mail) => addressesOf(mail).includes(to) && match(mail));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = smtp.messages.map((m) => `${addressesOf(m).join()}: ${m.subject}`).join('\n');
      throw new Error(`no email to ${to} matched; received:\n${seen}\n\nA:\n${a.output().slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const about = (id: string) => (mail: ParsedMail) => mail.headers.get('x-lead-id') === id;

/** `npm run leads -- ARGS` on a server's store and settings: its exit code and output. */
function leads(args: string[], env: Record<string, string>, dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [tsx, 'scripts/leads.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The link in an email's text that starts with `prefix`. */
const linkIn = (mail: ParsedMail, prefix: string) => {
  const link = mail.text?.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix}… link in:\n${mail.text}`);
  return link;
};

const ownerOf = (id: string) =>
  readDatabase(dataA, (db) =>
    db
      .prepare('SELECT m.email FROM lead_work w JOIN members m ON m.id = w.owner_id WHERE w.lead_id = ?')
      .pluck()
      .get(id),
  ) as string | undefined;

const localeOf = (email: string) =>
  readDatabase(dataA, (db) => db.prepare('SELECT locale FROM members WHERE email = ?').pluck().get(email)) as
    string | undefined;

/** Server A as the team reaches it: its own host name, the same port. */
const teamSide = (): FormsServer => ({ ...a, url: TEAM });
const owner = new TeamMember(TEAM);
const member = new TeamMember(TEAM);
const posted: { contact?: string; career?: string; contactAt?: number; given?: string } = {};

let browser: Browser | undefined;

/** A page of the team's side in a real browser, signed in as `who` (their session's cookie). */
async function pageOf(who: TeamMember) {
  browser ??= await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext();
  // Host-only (no leading dot), as the server's own Set-Cookie makes it.
  await context.addCookies([
    {
      name: '__Host-team-session',
      value: who.session!,
      domain: 'team.localhost',
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  const page = await context.newPage();
  // Each step well inside the test's minute: a step that hangs fails naming itself.
  page.setDefaultTimeout(15_000);
  return page;
}

/** An owner invites `email` from the French members page, the link's language chosen. */
async function invite(page: Page, email: string, role: string, language: string) {
  await page.goto(`${TEAM}/fr/prospects/membres`);
  const form = page.locator('form', { has: page.locator('input[name="email"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('select[name="role"]').selectOption(role);
  await form.locator('select[name="language"]').selectOption(language);
  await form.getByRole('button').click();
  await page.waitForURL(/\?(done|error)=/);
}

/** The email the owner's invitation of a member from the members page sends, in `language`. */
async function invitationEmail(email: string, language: string) {
  const page = await pageOf(owner);
  await invite(page, email, 'member', language);
  expect(page.url()).toBe(`${TEAM}/fr/prospects/membres?done=invited-emailed`);
  await page.context().close();
  return mailTo(email);
}

/** An owner gives a lead to a member with the control on the lead's page. */
async function giveLead(who: TeamMember, lead: string, to: string) {
  const page = await pageOf(who);
  await page.goto(`${TEAM}/fr/prospects/${lead}`);
  const form = page.locator('form', { has: page.locator('select[name="owner"]') });
  await form.locator('select[name="owner"]').selectOption({ label: to });
  await form.getByRole('button').click();
  await expect.poll(() => ownerOf(lead), { timeout: 15_000 }).toBe(to);
  await page.context().close();
}

describe('the emails of the production server', () => {
  it('emails the first owner their joining link from the CLI, in French; the link joins', async () => {
    const { code, output } = await leads(
      ['invite', 'owner@example.com', '--role', 'owner', '--locale', 'fr'],
      envA(),
      dataA,
    );
    expect(code, output).toBe(0);
    const mail = await mailTo('owner@example.com');
    expect(mail.subject).toBe('Votre lien d’invitation à la liste des prospects de Polyfence');
    expect(mail.text).toMatch(/valable 24\s+heures/);
    const link = linkIn(mail, `${TEAM}/fr/prospects/`);
    expect(output.trim().split('\n').at(-1)).toBe(link);
    expect((await owner.join(teamSide(), link.split('/').pop()!)).status).toBe(200);
  });

  it('emails a joining link an owner sends from the members page, in the language they chose for it', async () => {
    const mail = await invitationEmail('member@example.com', 'en-US');
    expect(mail.subject).toBe('Your joining link for the Polyfence leads inbox');
    expect(mail.text).toMatch(/within 24\s+hours/);
    expect(
      (await member.join(teamSide(), linkIn(mail, `${TEAM}/en-US/leads/join/`).split('/').pop()!)).status,
    ).toBe(200);

    // The same form, the link's language French: the email is French.
    const enFrancais = await invitationEmail('nouvelle@example.com', 'fr');
    expect(enFrancais.subject).toBe('Votre lien d’invitation à la liste des prospects de Polyfence');
    expect(enFrancais.text).toMatch(/valable 24\s+heures/);
    expect(linkIn(enFrancais, `${TEAM}/fr/prospects/`)).toMatch(/\/fr\/prospects\/[^/]+\/[\w-]{43}$/);
  });

  it("emails a link to a member's own account to that member only, and tells them when a passkey is added", async () => {
    const sent = smtp.messages.length;
    const page = await pageOf(owner);
    await invite(page, 'Member@Example.com', 'owner', 'fr');
    // Nothing for the owner's browser to show: no link in the page, none in a cookie.
    expect(page.url()).toBe(`${TEAM}/fr/prospects/membres?done=passkey-link-emailed`);
    expect(await page.getByTestId('joining-link').count()).toBe(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__Host-team-invite');
    await page.context().close();
    const mail = await mailTo('member@example.com', (m) => smtp.messages.indexOf(m) >= sent);
    // In the member's own language, whatever the owner picked.
    expect(mail.subject).toBe('Your joining link for the Polyfence leads inbox');
    expect(smtp.messages.slice(sent).map(addressesOf).flat()).toEqual(['member@example.com']);
    const token = linkIn(mail, `${TEAM}/en-US/leads/join/`).split('/').pop()!;
    expect((await member.join(teamSide(), token)).status).toBe(200);

    const told = await mailTo('member@example.com', (m) =>
      (m.subject ?? '').startsWith('A passkey was added'),
    );
    expect(told.text).toContain('“Test laptop”');
    expect(linkIn(told, TEAM)).toBe(`${TEAM}/en-US/leads/passkeys`);

    // The owner reads French: a passkey they add is told to them in French.
    expect((await owner.confirm(teamSide())).status).toBe(200);
    const options = await owner.post(teamSide(), 'passkeys/options', {});
    const response = owner.passkeys.create(await options.json());
    expect((await owner.post(teamSide(), 'passkeys', { name: 'Téléphone', response })).status).toBe(200);
    const toOwner = await mailTo('owner@example.com', (m) =>
      (m.subject ?? '').startsWith('Une clé d’accès a été ajoutée'),
    );
    expect(toOwner.subject).toBe(
      'Une clé d’accès a été ajoutée à votre compte de la liste des prospects de Polyfence',
    );
    expect(toOwner.text).toMatch(/«\u00a0Téléphone\u00a0»/);
    expect(toOwner.text).not.toMatch(/passkey|Hello/);
    expect(linkIn(toOwner, TEAM)).toBe(`${TEAM}/fr/prospects/cles-d-acces`);
  });

  it("sends the team's box each lead in English (LEADS_NOTIFY_LOCALE's default), CV attached, and the lead's owner a copy in theirs", async () => {
    const contact = await post(`${a.url}/propulso/geo`, contactBody({ email: 'ana.a@example.test' }), {
      'Content-Language': 'fr',
    });
    expect(contact.status).toBe(201);
    posted.contactAt = Date.now();
    posted.contact = ((await contact.json()) as { id: string }).id;
    const career = await post(`${a.url}/propulso/career`, careerBody(CV, { email: 'sam.a@example.test' }), {
      'Content-Language': 'en-US',
    });
    posted.career = ((await career.json()) as { id: string }).id;

    const toTeam = await mailTo('team@example.com', about(posted.contact));
    expect(toTeam.subject).toBe('New contact request: Ana Tremblay (Boulangerie Côté)');
    expect(toTeam.replyTo?.value[0]?.address).toBe('ana.a@example.test');
    expect(toTeam.text).toMatch(/^New contact request\n/);
    for (const line of [
      'Name: Ana Tremblay',
      'Company: Boulangerie Côté',
      'Activity: Retail',
      'Page language: French',
    ])
      expect(toTeam.text).toContain(line);
    expect(toTeam.text).toMatch(/Received: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M E[SD]T/);
    expect(toTeam.text).toContain(`${TEAM}/en-US/leads/${posted.contact}`);
    expect(toTeam.text).toContain(`${TEAM}/en-US/leads/called-back/`);

    const cvToTeam = await mailTo('team@example.com', about(posted.career));
    expect(cvToTeam.subject).toBe('New application: Sam Roy — Full-stack developer');
    expect(cvToTeam.text).toContain('Position: Full-stack developer');
    expect(cvToTeam.text).toMatch(/CV: CV Sam Roy\.pdf \(\d+ kB, attached\)/);
    expect(cvToTeam.attachments).toHaveLength(1);
    expect(cvToTeam.attachments[0]!.contentType).toBe('application/pdf');
    expect(Buffer.compare(cvToTeam.attachments[0]!.content, CV)).toBe(0);

    // Round-robin gave one lead to each member: each reads their copy in their own language.
    const owners = [ownerOf(posted.contact), ownerOf(posted.career)];
    expect(owners.sort()).toEqual(['member@example.com', 'owner@example.com']);
    const frenchId = ownerOf(posted.contact) === 'owner@example.com' ? posted.contact : posted.career;
    const englishId = frenchId === posted.contact ? posted.career : posted.contact;
    const french = await mailTo('owner@example.com', about(frenchId));
    expect(french.subject).toMatch(
      frenchId === posted.contact
        ? /^Nouvelle demande d’appel\u00a0: Ana Tremblay \(Boulangerie Côté\)$/
        : /^Nouvelle candidature\u00a0: Sam Roy — Développeur polyvalent ou développeuse polyvalente \(full stack\)$/,
    );
    expect(french.text).toContain('Nom\u00a0: ');
    expect(french.text).toMatch(/Reçu le\u00a0: \w+ \d{1,2}(er)?\u00a0?\s?\p{L}+ \d{4} à \d{1,2}\u00a0h/u);
    expect(french.text).toContain(`${TEAM}/fr/prospects/${frenchId}`);
    expect(french.text).not.toMatch(/\b(Name|Received|Activity|Position):/);
    const english = await mailTo('member@example.com', about(englishId));
    expect(english.subject).toMatch(/^New (contact request|application): /);
    expect(english.text).toContain(`${TEAM}/en-US/leads/${englishId}`);
  });

  it('acknowledges each request to the visitor in the language of the page they sent it from, naming nothing they typed', async () => {
    const fr = await mailTo('ana.a@example.test');
    expect(fr.subject).toBe('Nous avons bien reçu votre demande');
    expect(fr.text).toMatch(/vous rappellera d’ici .*\d{1,2}\u00a0h.* \(heure de l’Est\)\./);
    const en = await mailTo('sam.a@example.test');
    expect(en.subject).toBe('We received your application');
    expect(en.text).toMatch(/We will reply by \w+.* \(Eastern Time\)\./);
    for (const mail of [fr, en]) {
      expect(mail.text).not.toMatch(/Ana|Tremblay|Sam Roy|Boulangerie/);
      expect(mail.headers.has('x-lead-id')).toBe(false);
    }
  });

  it('writes every notification in French where LEADS_NOTIFY_LOCALE is fr: a contact, an application, an opt-in', async () => {
    const contact = await post(`${b.url}/propulso/geo`, contactBody({ email: 'ana.b@example.test' }));
    const career = await post(`${b.url}/propulso/career`, careerBody(CV, { email: 'sam.b@example.test' }));
    const optin = await fetch(
      `${b.url}/optin/subscribe/post-json?u=local&id=local&EMAIL=lea%40example.test&SIGNUP=homepage&c=cb`,
    );
    expect([contact.status, career.status, optin.status]).toEqual([201, 201, 200]);
    const [contactId, careerId] = (await Promise.all(
      [contact, career].map(async (r) => ((await r.json()) as { id: string }).id),
    )) as [string, string];

    const fromContact = await mailTo('equipe@example.com', about(contactId));
    expect(fromContact.subject).toBe('Nouvelle demande d’appel\u00a0: Ana Tremblay (Boulangerie Côté)');
    expect(fromContact.text).toMatch(/^Nouvelle demande d’appel\n/);
    for (const line of [
      'Entreprise\u00a0: Boulangerie Côté',
      'Type d’activité\u00a0: Commerce de détail',
      'Poste\u00a0: Owner',
    ])
      expect(fromContact.text).toContain(line);
    expect(fromContact.text).toMatch(/Reçu le\u00a0: .+ à \d{1,2}\u00a0h(\u00a0\d\d)? \(H[NA]E\)/);
    expect(fromContact.html).toContain('Commerce de détail');

    const fromCareer = await mailTo('equipe@example.com', about(careerId));
    expect(fromCareer.subject).toBe(
      'Nouvelle candidature\u00a0: Sam Roy — Développeur polyvalent ou développeuse polyvalente (full stack)',
    );
    expect(fromCareer.text).toMatch(/CV\u00a0: CV Sam Roy\.pdf \(\d+\u00a0ko, en pièce jointe\)/);
    expect(Buffer.compare(fromCareer.attachments[0]!.content, CV)).toBe(0);

    const fromOptin = await mailTo('equipe@example.com', (m) => m.headers.get('x-lead-kind') === 'optin');
    expect(fromOptin.subject).toBe('Nouvel abonnement à l’infolettre\u00a0: lea@example.test');
    expect(fromOptin.text).toContain('Balise d’abonnement\u00a0: homepage');

    for (const mail of [fromContact, fromCareer, fromOptin])
      expect(mail.text).not.toMatch(/\b(Name|Company|Activity|Received|Position|Email):/);
  });

  it("sends an opt-in to the team's box in English by default", async () => {
    const optin = await fetch(
      `${a.url}/optin/subscribe/post-json?u=local&id=local&EMAIL=leo%40example.test&SIGNUP=footer&c=cb`,
    );
    expect(optin.status).toBe(200);
    const mail = await mailTo('team@example.com', (m) => m.headers.get('x-lead-kind') === 'optin');
    expect(mail.subject).toBe('New newsletter sign-up: leo@example.test');
    expect(mail.text).toContain('Sign-up tag: footer');
  });

  it('shows a lead’s options on its French page by their French labels, never the stored values, and the zone by its name', async () => {
    const page = await pageOf(owner);
    for (const [id, label, slug] of [
      [posted.contact!, 'Commerce de détail', 'retail'],
      [
        posted.career!,
        'Développeur polyvalent ou développeuse polyvalente (full stack)',
        'full-stack-developer',
      ],
    ]) {
      await page.goto(`${TEAM}/fr/prospects/${id}`);
      const fields = page.getByTestId('lead').locator('dl').first();
      await expect.poll(() => fields.textContent()).toContain(label);
      expect(await fields.textContent()).not.toContain(slug);
    }
    // The figures' weeks name the team's zone as the page's language does, not by its IANA id.
    await page.goto(`${TEAM}/fr/prospects/chiffres`);
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('(du lundi au dimanche, heure de l’Est)');
    expect(await page.locator('main').textContent()).not.toContain('America/Toronto');
    await page.context().close();
  });

  it('tells a member by email, in their language, when an owner gives them a lead on its page', async () => {
    const lead = ownerOf(posted.contact!) === 'owner@example.com' ? posted.contact! : posted.career!;
    posted.given = lead;
    await giveLead(owner, lead, 'member@example.com');
    const mail = await mailTo(
      'member@example.com',
      (m) => m.subject === 'A lead is yours on the Polyfence inbox',
    );
    expect(linkIn(mail, TEAM)).toBe(`${TEAM}/en-US/leads/${lead}`);
  });

  it('writes to a member in the language they choose on their passkeys page', async () => {
    const page = await pageOf(member);
    await page.goto(`${TEAM}/en-US/leads/passkeys`);
    await page.getByLabel('The inbox writes to you in').selectOption({ label: 'French' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\?done=language$/);
    expect(await page.getByText('Email language saved').isVisible()).toBe(true);
    expect(localeOf('member@example.com')).toBe('fr');

    // The next lead given to them reaches them in French.
    await giveLead(owner, posted.given!, 'owner@example.com');
    await giveLead(owner, posted.given!, 'member@example.com');
    const mail = await mailTo('member@example.com', (m) =>
      /^Polyfence\s:\sun prospect vous a été confié$/.test(m.subject ?? ''),
    );
    expect(linkIn(mail, TEAM)).toBe(`${TEAM}/fr/prospects/${posted.given}`);
  });

  it("reminds the lead's owner at three quarters of its minute and escalates to the owners once it is overdue", async () => {
    // An owner who reads English (the CLI's default) joins and is given a new request: the
    // reminder of that one is theirs, in English.
    const invited = await leads(['invite', 'boss@example.com', '--role', 'owner'], envA(), dataA);
    expect(invited.code, invited.output).toBe(0);
    const token = invited.output.trim().split('\n').at(-1)!.split('/').pop()!;
    expect((await new TeamMember(TEAM).join(teamSide(), token)).status).toBe(200);
    const fresh = await post(`${a.url}/propulso/geo`, contactBody({ email: 'eli.a@example.test' }));
    expect(fresh.status).toBe(201);
    const freshAt = Date.now();
    const freshId = ((await fresh.json()) as { id: string }).id;
    await giveLead(owner, freshId, 'boss@example.com');

    const id = posted.contact!;
    const lead = ownerOf(id)!;
    const reminder = await mailTo(
      lead,
      (m) => about(id)(m) && /^(Reminder|Relance)/.test(m.subject ?? ''),
      90_000,
    );
    // Both members read French by now.
    expect(reminder.subject).toMatch(
      localeOf(lead) === 'fr'
        ? /^Relance\s:\sun prospect doit recevoir une réponse d’ici /
        : /^Reminder: a lead is due by /,
    );
    expect(reminder.text).toContain(
      `${TEAM}/${localeOf(lead) === 'fr' ? 'fr/prospects' : 'en-US/leads'}/${id}`,
    );
    expect(reminder.text).toMatch(/\/(called-back|rappele)\/\S+/);
    const escalation = await mailTo(
      'owner@example.com',
      (m) => about(id)(m) && (m.subject ?? '').startsWith('En retard'),
      90_000,
    );
    expect(escalation.subject).toMatch(/^En retard\s:\sun prospect devait recevoir une réponse avant /);
    expect(escalation.text).toContain(`${TEAM}/fr/prospects/${id}`);
    const inEnglish = await mailTo(
      'team@example.com',
      (m) => about(id)(m) && (m.subject ?? '').startsWith('Overdue'),
      30_000,
    );
    expect(inEnglish.subject).toMatch(/^Overdue: a lead was due by /);
    expect(inEnglish.text).toContain(`${TEAM}/en-US/leads/${id}`);
    // Neither came before its time.
    const sentAt = (mail: ParsedMail) => mail.date!.getTime();
    expect(sentAt(reminder) - posted.contactAt!).toBeGreaterThanOrEqual(44_000);
    expect(sentAt(escalation) - posted.contactAt!).toBeGreaterThanOrEqual(59_000);

    const english = await mailTo(
      'boss@example.com',
      (m) => about(freshId)(m) && /^(Reminder|Relance)/.test(m.subject ?? ''),
      90_000,
    );
    expect(english.subject).toMatch(/^Reminder: a lead is due by \w+/);
    expect(english.text).toMatch(/^Hello,\n\nA lead is still new and must be answered by /);
    expect(english.text).toContain(`${TEAM}/en-US/leads/${freshId}`);
    expect(english.text).toMatch(/\/en-US\/leads\/called-back\/\S+/);
    expect(sentAt(english) - freshAt).toBeGreaterThanOrEqual(44_000);
  }, 180_000);

  it("sends the owners last week's figures on Monday morning, in their language", async () => {
    await a.stop();
    a = await startServer({
      port: PORT_A,
      dataDir: dataA,
      env: {
        ...envA(),
        NODE_OPTIONS: `--import=${path.join(root, 'tests/support/shifted-clock.mjs')}`,
        TEST_CLOCK_START: nextMondayMorning(),
      },
    });
    const mail = await mailTo('owner@example.com', (m) => (m.subject ?? '').startsWith('Vos prospects'));
    expect(mail.subject).toMatch(
      /^Vos prospects de la semaine dernière\s:\sl’engagement de rappel en chiffres$/,
    );
    // The two contact requests and the application of this suite.
    expect(mail.text).toMatch(/prospects reçus\s:\s3\n/);
    expect(mail.text).toContain(`${TEAM}/fr/prospects/chiffres`);
    expect(mail.text).not.toMatch(/Hello|leads received/);
    // The owner who reads English gets the same figures in English.
    const english = await mailTo('boss@example.com', (m) =>
      (m.subject ?? '').startsWith('Your leads last week'),
    );
    expect(english.subject).toBe('Your leads last week: the call-back promise in figures');
    expect(english.text).toMatch(/- leads received: 3\n/);
    expect(english.text).toContain(`${TEAM}/en-US/leads/figures`);
    expect(english.text).not.toMatch(/prospects reçus/);
    // Each owner once, in their own language.
    const summaries = smtp.messages.filter((m) => /^(Your leads|Vos prospects)/.test(m.subject ?? ''));
    expect(summaries.map(addressesOf).flat().sort()).toEqual(['boss@example.com', 'owner@example.com']);
  });

  it('says in both languages that a released application’s CV was not kept, and attaches nothing', async () => {
    // Two scripted applications (the trap filled: spam), whose CVs the spam budget did not keep
    // (packages/forms-host/test/integration/spam.test.ts fills it), let through on the French page.
    const ids: string[] = [];
    for (const name of ['Flood Un', 'Flood Deux']) {
      const response = await post(
        `${a.url}/propulso/career`,
        careerBody(CV, { name, email: 'flood@example.test', [HONEYPOT_FIELD]: 'https://spam.example' }),
      );
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const db = new Database(path.join(dataA, 'leads.sqlite'));
    try {
      for (const id of ids) db.prepare('DELETE FROM application_cvs WHERE application_id = ?').run(id);
    } finally {
      db.close();
    }
    // The tests above let the owner's session go idle: back in with the passkey.
    expect((await owner.signIn(teamSide())).status).toBe(200);
    const page = await pageOf(owner);
    for (const id of ids) {
      await page.goto(`${TEAM}/fr/prospects/${id}`);
      await expect
        .poll(() => page.getByTestId('lead-cv').textContent())
        .toBe(
          'CV Sam Roy.pdf\u00a0: fichier non conservé (reçu comme pourriel alors que les CV des pourriels avaient rempli leur espace)',
        );
      await page.getByRole('button', { name: 'Ce n’est pas un pourriel' }).click();
      // The action answers with the lead's page again: the next navigation waits for it, or the
      // browser, still finishing this one, aborts the next.
      await page.waitForURL(`${TEAM}/fr/prospects/${id}?done=saved`);
      expect(ownerOf(id)).toBeTruthy();
    }
    await page.context().close();

    // The team's box, in English; round-robin gave one to each member, the owner reads French.
    for (const id of ids) {
      const english = await mailTo(
        'team@example.com',
        (m) => about(id)(m) && (m.subject ?? '').startsWith('New application'),
      );
      expect(english.attachments).toHaveLength(0);
      expect(english.text).toMatch(
        /CV: CV Sam Roy\.pdf \(\d+ kB\), not kept: it arrived as spam when spam CVs had filled their space/,
      );
    }
    const frenchId = ids.find((id) => ownerOf(id) === 'owner@example.com')!;
    const french = await mailTo(
      'owner@example.com',
      (m) => about(frenchId)(m) && (m.subject ?? '').startsWith('Nouvelle candidature'),
    );
    expect(french.attachments).toHaveLength(0);
    expect(french.text).toMatch(
      /CV\u00a0: CV Sam Roy\.pdf \(\d+\u00a0ko\), non conservé\u00a0: reçu comme pourriel alors que les CV des pourriels avaient rempli leur espace/,
    );
  });

  it('leaves nothing pending in the outbox (npm run leads -- outbox)', async () => {
    for (const [env, dataDir] of [
      [envA(), dataA],
      [envB(), dataB],
    ] as const) {
      await expect
        .poll(async () => (await leads(['outbox'], env, dataDir)).output.trim(), {
          timeout: 20_000,
          interval: 1000,
        })
        .toBe('0 notifications not delivered');
    }
  });
});

/** 09:00 or 10:00 in Toronto on the next Monday: when the weekly summary of the week under way goes out. */
function nextMondayMorning(): string {
  const today = new Date(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date()) + 'T14:00:00Z',
  );
  const days = (8 - today.getUTCDay()) % 7 || 7;
  return new Date(today.getTime() + days * 86_400_000).toISOString();
}
