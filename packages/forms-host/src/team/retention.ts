import type { SqlRunner } from '../db/runner';
import { expiredAudit } from './audit';
import { expiredTeamRows } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The team's share of the daily purge: audit entries past the retention period, and the
 * sessions, challenges and joining links past their time. Resolves with the entries removed.
 */
export async function purgeTeamRecords(store: SqlRunner, days: number, now = Date.now()): Promise<number> {
  const [audit] = await store.batch([
    expiredAudit(new Date(now - days * DAY_MS).toISOString()),
    ...expiredTeamRows(new Date(now)),
  ]);
  return audit.changes;
}
