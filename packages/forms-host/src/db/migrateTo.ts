import type { Pool } from 'pg';
import { LEAD_KINDS } from '../leads/kinds';
import type { Db } from './sqlite';
import { migratePostgres } from './migrations';

/**
 * Every table of leads, each kind's own before those attached to it (foreign keys), then
 * the outbox, then the team (members before their passkeys) and its audit log. Rate limits,
 * sessions and passkey challenges are not copied: they expire (members sign in again).
 */
export const COPIED_TABLES = [
  ...LEAD_KINDS.flatMap((kind) => [kind.table, ...kind.attached]),
  'outbox',
  'members',
  'passkeys',
  'invitations',
  'audit_log',
  'lead_work',
  'lead_terms',
  'lead_notes',
];

/** Rows copied, by table. */
export type CopyCounts = Record<string, number>;

/**
 * Copies every row of the SQLite leads database into the PostgreSQL one, migrated first,
 * in one transaction: all rows arrive, or none. A target that already holds leads is
 * refused, so nothing is ever copied twice or mixed.
 */
export async function copySqliteToPostgres(db: Db, pool: Pool): Promise<CopyCounts> {
  await migratePostgres(pool);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const table of COPIED_TABLES) {
      const { rows } = await client.query(`SELECT 1 FROM ${table} LIMIT 1`);
      if (rows.length > 0)
        throw new Error(`The PostgreSQL database already holds ${table}: copy only into an empty one.`);
    }
    const counts: CopyCounts = {};
    for (const table of COPIED_TABLES) {
      let copied = 0;
      // Row by row: CVs are never all in memory at once.
      for (const row of db.prepare<[], Record<string, unknown>>(`SELECT * FROM ${table}`).iterate()) {
        const columns = Object.keys(row);
        await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          columns.map((c) => row[c]),
        );
        copied += 1;
      }
      counts[table] = copied;
    }
    await client.query('COMMIT');
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
