import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { BARE_DATA_DIR, BARE_URL, bareServerEnv, TEAM_URL } from './env';

// What the team's browser specs share: the joining CLI, a device with a passkey, the store.

export const BASE = { 'en-US': '/en-US/leads', fr: '/fr/prospects' } as const;
export const PAGES = {
  'en-US': { signIn: '/sign-in', members: '/members', audit: '/audit', passkeys: '/passkeys' },
  fr: { signIn: '/connexion', members: '/membres', audit: '/journal', passkeys: '/cles-d-acces' },
} as const;

/** `npm run leads -- invite`: the joining link, the last line of its output. */
export function cliInvite(email: string, role: 'owner' | 'member', locale: string): string {
  const output = execFileSync(
    'npx',
    ['tsx', 'scripts/leads.ts', 'invite', email, '--role', role, '--locale', locale],
    { env: { ...process.env, ...bareServerEnv }, encoding: 'utf8' },
  );
  return output.trim().split('\n').at(-1)!;
}

/** Runs one statement on the server's database, as an operator would. */
export function operator(sql: string, ...params: unknown[]) {
  const db = new Database(path.join(BARE_DATA_DIR, 'leads.sqlite'));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** One row of the server's database, read as an operator would. */
export function stored<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(path.join(BARE_DATA_DIR, 'leads.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

const authenticator = (transport: 'internal' | 'usb') => ({
  options: {
    protocol: 'ctap2' as const,
    transport,
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
    automaticPresenceSimulation: true,
  },
});

/** Each device's passkey authenticator, to unplug it. */
const authenticators = new WeakMap<Page, { cdp: CDPSession; id: string }>();

/** A browser of its own, with a passkey authenticator built in, as a phone or laptop has. */
export async function device(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', authenticator('internal'));
  authenticators.set(page, { cdp, id: authenticatorId });
  return page;
}

/** The device's built-in authenticator put away and a security key plugged in (no passkey on it yet). */
export async function securityKeyInstead(page: Page): Promise<void> {
  const { cdp, id } = authenticators.get(page)!;
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: id });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', authenticator('usb'));
  authenticators.set(page, { cdp, id: authenticatorId });
}

/**
 * A contact request posted as a script posts it, then let through: a script's post (no proof
 * of work) is held as spam, and this one stands for a person's lead. Its id.
 */
export async function postedLead(
  request: APIRequestContext,
  person: { name: string; company_name: string; email: string; phone: string; activity?: string },
): Promise<string> {
  const posted = await request.post(`${BARE_URL}/propulso/geo`, {
    data: { activity: 'retail', role: '', ...person },
  });
  const { id } = (await posted.json()) as { id: string };
  operator("UPDATE lead_work SET status = 'new', spam_reasons = NULL WHERE lead_id = ?", id);
  return id;
}

/** A member signed in on a device of their own: invited by the CLI, joined with a passkey. */
export async function joinedMember(
  browser: import('@playwright/test').Browser,
  locale: 'en-US' | 'fr',
  email: string,
  role: 'owner' | 'member' = 'owner',
) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await device(context);
  await page.goto(cliInvite(email, role, locale));
  await page.getByRole('button', { name: { 'en-US': en, fr }[locale].Team.join.button }).click();
  await page.waitForURL((url) => url.pathname === BASE[locale]);
  return { context, page };
}

/**
 * The fields a page's form (the one with `button`) sends as the browser sends them, its
 * server action's id among them: what an attacker who saw the page could post again.
 */
export async function formFields(
  page: Page,
  path: string,
  button: string,
  change: Record<string, string> = {},
): Promise<Record<string, string>> {
  await page.goto(path);
  const form = page
    .locator('form', { has: page.getByRole('button', { name: button, exact: true, includeHidden: true }) })
    .first();
  const fields = await form.evaluate((element) =>
    Object.fromEntries([...new FormData(element as HTMLFormElement)].map(([k, v]) => [k, String(v)])),
  );
  return { ...fields, ...change };
}

/** Those fields posted to the page's address by `client` (its cookies, or none), from `origin`. */
export function replayForm(
  client: APIRequestContext,
  path: string,
  fields: Record<string, string>,
  origin: string,
): Promise<APIResponse> {
  return client.post(`${TEAM_URL}${path}`, {
    multipart: fields,
    headers: { Origin: origin },
    maxRedirects: 0,
  });
}
