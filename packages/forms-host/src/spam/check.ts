import { getRow, type SqlRunner } from '../db/runner';
import { LEAD_KINDS } from '../leads/kinds';
import { proofProblem } from './proof';
import { contentReasons, type SpamReason, type TypedText } from './rules';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How many leads of every kind one client (its hashed address) sent since `since`, spam left
 * out: any page can make a visitor's browser post what is held as spam (the opt-in is a script
 * it may load, without a proof), and that must not hold the visitor's own request as a flood.
 */
async function leadsFrom(store: SqlRunner, clientHash: string, since: string): Promise<number> {
  const counts = LEAD_KINDS.map(
    (kind) =>
      `(SELECT COUNT(*) FROM ${kind.table} WHERE ${kind.time} >= ? AND client_hash = ? AND ${kind.notSpam})`,
  );
  const [row] = await store.batch([
    getRow<{ n: number | string }>(
      `SELECT ${counts.join(' + ')} AS n`,
      LEAD_KINDS.flatMap(() => [since, clientHash]),
    ),
  ]);
  // PostgreSQL's counts are 64-bit: its driver hands them over as text.
  return Number(row?.n ?? 0);
}

export interface SpamCheck {
  /** FORMS_PROOF_OF_WORK: `off` asks no proof and counts no flood (a server's integration posts from one address). */
  proofOfWork: 'required' | 'off';
  /** FORMS_FLOOD_PER_HOUR: leads one client may send in an hour before the next are held. */
  floodPerHour: number;
  /** The request's proof of work, as sent (header or query parameter). */
  proof: string | null;
  honeypot: boolean;
  text: TypedText;
  clientHash: string;
  now: number;
}

/** Every reason a new lead is held as spam; none: it goes to the team. */
export async function spamReasons(store: SqlRunner, check: SpamCheck): Promise<SpamReason[]> {
  const reasons: SpamReason[] = [];
  if (check.proofOfWork === 'required') {
    const problem = await proofProblem(store, check.proof);
    if (problem) reasons.push(problem);
  }
  if (check.honeypot) reasons.push('honeypot');
  reasons.push(...contentReasons(check.text));
  if (check.proofOfWork === 'required') {
    const since = new Date(check.now - HOUR_MS).toISOString();
    if ((await leadsFrom(store, check.clientHash, since)) >= check.floodPerHour) reasons.push('flood');
  }
  return reasons;
}
