import { migratePostgres } from '../../src/db/migrations';
import { openPool, PgRunner } from '../../src/db/postgres';
import { directRunner, type SqlRunner } from '../../src/db/runner';
import { openDatabase } from '../../src/db/sqlite';
import { startPostgres, type TestPostgres } from './postgres';
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

/** A PostgreSQL started for the file (from `firstPort`), migrated; `started` hands it over for stopping. */
export async function postgresStore(
  firstPort: number,
  started: (server: TestPostgres) => void,
): Promise<OpenedStore> {
  const server = await startPostgres(firstPort);
  started(server);
  const pool = openPool(server.url, 4);
  await migratePostgres(pool);
  return {
    store: new PgRunner(pool),
    env: { DATABASE_URL: server.url, FORMS_IP_SALT: 'one-salt-for-every-instance' },
    close: () => pool.end(),
  };
}
