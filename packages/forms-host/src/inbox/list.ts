import { allRows, getRow, type SqlRunner } from '../db/runner';
import { searchWords } from './terms';
import { isLeadStatus, type LeadStatus } from '../lifecycle/work';
import { leadWork, WORK_COLUMNS, type LeadWork, type WorkRow } from './workRow';

export const PAGE_SIZE = 50;

/** What the list shows: each filter optional, all kept in the page's URL. */
export interface LeadFilters {
  kind?: 'contact' | 'career';
  status?: LeadStatus;
  /** A member's id, or `none` for leads nobody owns. */
  owner?: string;
  /** Received on or after / before, ISO 8601 instants. */
  from?: string;
  to?: string;
  q?: string;
  /** Newest first (the default), or the soonest due first and leads with no due time after. */
  sort?: LeadOrder;
}

export const LEAD_ORDERS = ['received', 'due'] as const;
export type LeadOrder = (typeof LEAD_ORDERS)[number];

/** Where a page of the list starts: after this lead, newest first. */
export interface Cursor {
  receivedAt: string;
  id: string;
}

/** Where a page sorted by due time starts: the lead's due time (null: it has none) is part of it. */
export interface DueCursor extends Cursor {
  dueAt: string | null;
}

export interface LeadListRow extends LeadWork {
  name: string;
  company: string;
}

interface Row extends WorkRow {
  name: string | null;
  company: string | null;
}

// The highest code point: a term begins with `word` when it sorts in [word, word + MAX).
const AFTER_EVERY = String.fromCodePoint(0x10ffff);

/**
 * A word's leads are looked up by its terms when they are few; past this many, walking the
 * list newest first and checking each lead's terms fills a page sooner (and sorts nothing).
 */
const FEW = 500;

/** How many leads (up to FEW) a word begins a term of. */
async function matches(store: SqlRunner, word: string): Promise<number> {
  const [row] = await store.batch([
    getRow<{ n: number | string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM lead_terms WHERE term >= ? AND term < ? LIMIT ${FEW}) few`,
      [word, word + AFTER_EVERY],
    ),
  ]);
  return Number(row?.n ?? 0);
}

/**
 * The filters as SQL conditions on lead_work `w`, with their parameters. `drive`: the one
 * search word (the rarest) whose few leads are looked up by its terms; every other word is
 * checked lead by lead.
 */
export function conditions(filters: LeadFilters, drive?: string): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const where = (condition: string, ...values: unknown[]) => {
    sql.push(condition);
    params.push(...values);
  };
  if (filters.kind === 'contact' || filters.kind === 'career') where('w.lead_kind = ?', filters.kind);
  // Spam is a folder of its own: listed only when asked for.
  if (isLeadStatus(filters.status)) where('w.status = ?', filters.status);
  else where("w.status <> 'spam'");
  if (filters.owner === 'none') where('w.owner_id IS NULL');
  else if (filters.owner) where('w.owner_id = ?', filters.owner);
  if (filters.from) where('w.received_at >= ?', filters.from);
  if (filters.to) where('w.received_at < ?', filters.to);
  for (const word of searchWords(filters.q ?? '')) {
    if (word === drive)
      where(
        'w.lead_id IN (SELECT lead_id FROM lead_terms WHERE term >= ? AND term < ?)',
        word,
        word + AFTER_EVERY,
      );
    // A scalar subquery, not EXISTS: SQLite would turn EXISTS into IN, look up every lead
    // of a common word, then sort them all.
    else
      where(
        '(SELECT 1 FROM lead_terms t WHERE t.lead_id = w.lead_id AND t.term >= ? AND t.term < ? LIMIT 1) IS NOT NULL',
        word,
        word + AFTER_EVERY,
      );
  }
  return { sql, params };
}

/**
 * Where a lead falls in the order, as SQL: by due time, the leads with one come first
 * (soonest, overdue included), then those with none, newest first.
 */
const ORDER_BY: Record<LeadOrder, string> = {
  received: 'w.received_at DESC, w.lead_id DESC',
  due: '(CASE WHEN w.due_at IS NULL THEN 1 ELSE 0 END), w.due_at, w.received_at DESC, w.lead_id DESC',
};

/** The leads after `after` in the list's order, as one SQL condition and its parameters. */
function afterCondition(sort: LeadOrder, after: Cursor | DueCursor): [string, unknown[]] {
  const newer = '(w.received_at < ? OR (w.received_at = ? AND w.lead_id < ?))';
  const older = [after.receivedAt, after.receivedAt, after.id];
  if (sort === 'received') return [newer, older];
  const dueAt = 'dueAt' in after ? after.dueAt : null;
  if (dueAt === null) return [`(w.due_at IS NULL AND ${newer})`, older];
  return [`(w.due_at IS NULL OR w.due_at > ? OR (w.due_at = ? AND ${newer}))`, [dueAt, dueAt, ...older]];
}

/** A page of leads in the asked order, from `after` on: 50 rows, and where the next page starts. */
export async function listLeads(
  store: SqlRunner,
  filters: LeadFilters,
  after?: Cursor | DueCursor,
  limit = PAGE_SIZE,
): Promise<{ rows: LeadListRow[]; next: DueCursor | null }> {
  const sort = filters.sort ?? 'received';
  const words = searchWords(filters.q ?? '');
  const counted = await Promise.all(words.map(async (word) => ({ word, n: await matches(store, word) })));
  const rarest = counted.sort((a, b) => a.n - b.n)[0];
  const { sql, params } = conditions(filters, rarest && rarest.n < FEW ? rarest.word : undefined);
  if (after) {
    const [condition, values] = afterCondition(sort, after);
    sql.push(condition);
    params.push(...values);
  }
  const [rows] = await store.batch([
    allRows<Row>(
      // The page is picked first, then joined: a planner joining whole tables before the
      // LIMIT would read every lead.
      `SELECT ${WORK_COLUMNS}, COALESCE(c.name, a.name) AS name, c.company_name AS company
       FROM (
         SELECT w.lead_id, w.lead_kind, w.received_at, w.status, w.owner_id, w.due_at, w.spam_reasons,
                w.won_value_cents
         FROM lead_work w
         ${sql.length ? `WHERE ${sql.join(' AND ')}` : ''}
         ORDER BY ${ORDER_BY[sort]}
         LIMIT ${limit + 1}
       ) w
       LEFT JOIN members m ON m.id = w.owner_id
       LEFT JOIN contact_requests c ON w.lead_kind = 'contact' AND c.id = w.lead_id
       LEFT JOIN applications a ON w.lead_kind = 'career' AND a.id = w.lead_id
       ORDER BY ${ORDER_BY[sort]}`,
      params,
    ),
  ]);
  const page = rows
    .slice(0, limit)
    .map((row): LeadListRow => ({ ...leadWork(row), name: row.name ?? '', company: row.company ?? '' }));
  const last = page.at(-1);
  return {
    rows: page,
    next:
      rows.length > limit && last ? { receivedAt: last.receivedAt, id: last.id, dueAt: last.dueAt } : null,
  };
}
