import { migratePostgres } from '../../src/db/migrations';
import { openPool, PgRunner } from '../../src/db/postgres';
import { directRunner, type SqlRunner } from '../../src/db/runner';
import { openDatabase } from '../../src/db/sqlite';
import type { Caller, openTeam } from '../../src/team';
import { SoftAuthenticator } from './authenticator';
import { startPostgres } from './postgres';
import { newDataDir } from './server';

/** A store a data-access test runs on, with the settings that name it and its close. */
export interface OpenedStore {
  store: SqlRunner;
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** A fresh SQLite file in a folder of its own. */
export async function sqliteStore(): Promise<OpenedStore> {
  const dataDir = newDataDir();
  const db = openDatabase(dataDir);
  return { store: directRunner(db), env: { DATA_DIR: dataDir }, close: async () => void db.close() };
}

/** A PostgreSQL started for the file (from `firstPort`, stopped after it), migrated. */
export async function postgresStore(firstPort: number): Promise<OpenedStore> {
  const server = await startPostgres(firstPort);
  const pool = openPool(server.url, 4);
  await migratePostgres(pool);
  return {
    store: new PgRunner(pool),
    env: { DATABASE_URL: server.url, FORMS_IP_SALT: 'one-salt-for-every-instance' },
    close: () => pool.end(),
  };
}

/** Each store a data-access test runs on, by name, for `describe.each`. */
export const eachStore = (postgresPort: number) =>
  [
    ['SQLite', sqliteStore],
    ['PostgreSQL', () => postgresStore(postgresPort)],
  ] as const;

/** The team's side of the data-access tests. */
export const TEAM_ORIGIN = 'https://team.example.test';

/** The settings of a host that emails the team through `smtpUrl`, its links to TEAM_ORIGIN. */
export const mailingTeam = (smtpUrl: string) => ({
  TEAM_ORIGIN,
  SMTP_URL: smtpUrl,
  LEADS_NOTIFY_TO: 'team@example.com',
  LEADS_NOTIFY_FROM: 'site@example.com',
});

/** A member made as the browser makes one: a joining link, a passkey, a session. */
export async function joined(
  team: ReturnType<typeof openTeam>,
  email: string,
  role: 'owner' | 'member',
  locale = 'fr',
): Promise<Caller> {
  const { link } = await team.inviteAsOperator(email, role, locale);
  const token = link.split('/').pop()!;
  const passkey = new SoftAuthenticator(TEAM_ORIGIN).create((await team.joinOptions(token)) as never);
  const session = await team.join(token, 'Laptop', passkey as never, 'hash');
  return (await team.caller(session!.id, 'hash'))!;
}
