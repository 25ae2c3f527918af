import { run, type SqlRunner, type Statement } from '../db/runner';
import { auditFrom } from '../team/audit';
import { teamLock } from '../team/members';
import { newId } from '../team/tokens';

/** Who the audit log says gave a lead its owner when nobody did. */
export const ROUND_ROBIN_ACTOR = 'round-robin';

/** The member next in turn: not away, the oldest last turn first (never: first of all), then the earliest to join. */
const NEXT_IN_TURN = `SELECT id FROM members WHERE away = 0 ORDER BY round_robin_turn, created_at, id LIMIT 1`;

/**
 * Statements, for the lead's own batch, that give a new lead (never spam, never one with an
 * owner) to the member next in turn, make theirs the newest turn, and audit it at `at`; nobody
 * available leaves it unowned. On PostgreSQL the team's lock makes two instances take turns
 * one after the other, each seeing the other's choice.
 */
export const roundRobinStatements = (
  store: Pick<SqlRunner, 'dialect'>,
  leadId: string,
  at: string,
): Statement[] => [
  ...teamLock(store),
  run(
    `UPDATE lead_work SET owner_id = (${NEXT_IN_TURN})
     WHERE lead_id = ? AND status = 'new' AND owner_id IS NULL`,
    [leadId],
  ),
  run(
    `UPDATE members SET round_robin_turn = (SELECT max(round_robin_turn) + 1 FROM members)
     WHERE id = (SELECT owner_id FROM lead_work WHERE lead_id = ?)`,
    [leadId],
  ),
  auditFrom(
    `SELECT ?, ?, ?, 'lead-owner-changed', w.lead_id, m.email, '' FROM lead_work w
     JOIN members m ON m.id = w.owner_id WHERE w.lead_id = ?`,
    [newId(), at, ROUND_ROBIN_ACTOR, leadId],
  ),
];
