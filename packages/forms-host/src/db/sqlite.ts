import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

export const DATABASE_FILE = 'leads.sqlite';

export const databasePath = (dataDir: string) => path.join(dataDir, DATABASE_FILE);

const BUSY_TIMEOUT_MS = 5000;

/**
 * Every connection's settings, the writer thread's included. The file is switched to WAL
 * (which it keeps) by `openDatabase`, before any other connection opens it.
 */
export const CONNECTION_PRAGMAS = [
  `busy_timeout = ${BUSY_TIMEOUT_MS}`,
  // FULL: a commit survives a power cut, so an acknowledged lead is never lost.
  'synchronous = FULL',
  'foreign_keys = ON',
] as const;

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Switches the file to WAL. SQLite answers SQLITE_BUSY at once, without waiting out the busy
 * timeout, when another process creates or switches the same file at that moment (two
 * instances, or an instance and the worker, starting together on a new folder): try again.
 */
export function switchToWal(db: Db, waitMs = BUSY_TIMEOUT_MS): void {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= until) throw error;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/** Opens (creating if needed) the leads database in `dataDir` and migrates it. */
export function openDatabase(dataDir: string): Db {
  // Owner-only: the folder holds personal data and CVs.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(databasePath(dataDir));
  try {
    for (const pragma of CONNECTION_PRAGMAS) db.pragma(pragma);
    switchToWal(db);
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
