import { run, type SqlRunner } from '../db/runner';
import { expiredAudit } from './audit';
import { expiredTeamRows } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekly summary's row only keeps two workers from sending that week's twice: two weeks is ample. */
const SUMMARY_KEPT_MS = 14 * DAY_MS;

/**
 * The team's share of the daily purge: audit entries past the retention period, and the
 * sessions, challenges, joining links and weekly summaries' records past their time.
 * Resolves with the audit entries removed.
 */
export async function purgeTeamRecords(store: SqlRunner, days: number, now = Date.now()): Promise<number> {
  const [audit] = await store.batch([
    expiredAudit(new Date(now - days * DAY_MS).toISOString()),
    ...expiredTeamRows(new Date(now)),
    run('DELETE FROM weekly_summaries WHERE sent_at <= ?', [new Date(now - SUMMARY_KEPT_MS).toISOString()]),
  ]);
  return audit.changes;
}
