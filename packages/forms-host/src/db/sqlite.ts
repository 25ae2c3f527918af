import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

export const DATABASE_FILE = 'leads.sqlite';

export const databasePath = (dataDir: string) => path.join(dataDir, DATABASE_FILE);

/** Every connection's settings, the writer thread's included. */
export const CONNECTION_PRAGMAS = [
  // First: switching to WAL needs a lock that another process starting at the same moment
  // (a second instance, the worker) may hold while it migrates; wait for it, don't fail.
  'busy_timeout = 5000',
  'journal_mode = WAL',
  // FULL: a commit survives a power cut, so an acknowledged lead is never lost.
  'synchronous = FULL',
  'foreign_keys = ON',
] as const;

/** Opens (creating if needed) the leads database in `dataDir` and migrates it. */
export function openDatabase(dataDir: string): Db {
  // Owner-only: the folder holds personal data and CVs.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(databasePath(dataDir));
  try {
    for (const pragma of CONNECTION_PRAGMAS) db.pragma(pragma);
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
