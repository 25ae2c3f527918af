import type { Statement } from '../runner';

export type Dialect = 'sqlite' | 'postgres';
export type Row = Record<string, unknown>;

/** Rows rewritten by code after a version's DDL, in the same transaction (what SQL alone cannot compute). */
export interface Backfill {
  /** Reads the rows to rewrite; written once for both databases. */
  select: string;
  /** The statements (`?` placeholders) that rewrite them. */
  rewrite: (rows: Row[]) => Statement[];
}

export interface Migration {
  version: number;
  name: string;
  /** The version's DDL, written once: the database's words pick what the two spell differently. */
  ddl: (words: Words) => string;
  backfill?: readonly Backfill[];
}

/**
 * The words the two databases spell differently. Times are ISO 8601 UTC strings, so they
 * sort as text: in PostgreSQL under the "C" collation (byte order, whatever the database's
 * locale), so every query stays the same on both. SQLite's tables are STRICT (typed).
 */
export const spelling = (dialect: Dialect) =>
  dialect === 'postgres'
    ? { dialect, time: 'TEXT COLLATE "C"', bytes: 'BYTEA', table: '' }
    : { dialect, time: 'TEXT', bytes: 'BLOB', table: ' STRICT' };

export type Words = ReturnType<typeof spelling>;
