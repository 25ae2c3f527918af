import fs from 'node:fs';
import { copySqliteToPostgres } from '../db/migrateTo';
import { openPool, redactedUrl } from '../db/postgres';
import { databasePath, openDatabase } from '../db/sqlite';
import { serverEnvSchema, type ServerEnv } from '../env';
import type { CliIo } from './command';
import { USAGE } from './usage';

/** `migrate-to URL`: DATA_DIR's SQLite leads copied into an empty PostgreSQL database. */
export async function migrateToCommand(env: ServerEnv, io: CliIo, url: string): Promise<number> {
  if (!serverEnvSchema.shape.DATABASE_URL.safeParse(url).success || !url) {
    io.error(`migrate-to takes a postgres:// or postgresql:// URL\n\n${USAGE}`);
    return 2;
  }
  const file = databasePath(env.DATA_DIR);
  if (!fs.existsSync(file)) {
    io.error(`No leads database at ${file}: nothing to copy, or DATA_DIR differs.`);
    return 1;
  }
  const db = openDatabase(env.DATA_DIR);
  const pool = openPool(url, 1);
  try {
    const counts = await copySqliteToPostgres(db, pool);
    io.log(
      `${counts.contact_requests} contact requests, ${counts.applications} applications ` +
        `(${counts.application_cvs} CVs), ${counts.subscriptions} subscriptions and ` +
        `${counts.outbox} notifications copied to ${redactedUrl(url)}, with ${counts.members} team members ` +
        `and their ${counts.passkeys} passkeys`,
    );
    return 0;
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  } finally {
    db.close();
    await pool.end();
  }
}
