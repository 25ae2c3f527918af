import { type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BARE_DATA_DIR, bareServerEnv } from './env';

// What the team's browser specs share: the joining CLI, a device with a passkey, the store.

export const BASE = { 'en-US': '/en-US/leads', fr: '/fr/prospects' } as const;
export const PAGES = {
  'en-US': { signIn: '/sign-in', members: '/members', audit: '/audit' },
  fr: { signIn: '/connexion', members: '/membres', audit: '/journal' },
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

/** A browser of its own, with a passkey authenticator built in, as a phone or laptop has. */
export async function device(context: BrowserContext): Promise<Page> {
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

/** A member signed in on a device of their own: invited by the CLI, joined with a passkey. */
export async function joinedMember(
  browser: import('@playwright/test').Browser,
  email: string,
  role: 'owner' | 'member',
  locale: 'en-US' | 'fr',
  button: string,
) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await device(context);
  await page.goto(cliInvite(email, role, locale));
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === BASE[locale]);
  return { context, page };
}
