import { run } from '../runner';
import type { Backfill, Migration } from './types';

/** A text folded as the inbox searched it at this version: case folded, then without accents. */
const folded = (text: string) =>
  Array.from(text.trim().normalize('NFD'), (c) =>
    c === 'ı' ? c : c.toLowerCase().toUpperCase().toLowerCase(),
  )
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');

/**
 * A lead's search terms as this version stored them, a copy: a migration stays what it was
 * when released, whatever inbox/terms.ts becomes. Its words, its whole address, its phone's
 * digits with and without the country and area codes; 48 terms of 64 characters at most.
 */
function termsAtV5(texts: readonly string[], email: string, phone: string): string[] {
  const terms = new Set(texts.flatMap((text) => folded(text).match(/[\p{L}\p{N}]+/gu) ?? []));
  terms.add(folded(email));
  const digits = phone.replace(/\D/g, '');
  for (const tail of [digits, digits.slice(-10), digits.slice(-7)])
    if (tail.length >= 7 || tail === digits) terms.add(tail);
  return [...terms]
    .filter(Boolean)
    .map((term) => term.slice(0, 64))
    .slice(0, 48);
}

/** Every stored contact request and application enters the inbox as `new`, findable by search. */
const intoInbox = (kind: 'contact' | 'career', table: string, company: string): Backfill => ({
  select: `SELECT id, received_at, name, ${company} AS company, email, phone FROM ${table}`,
  // Its own statements, not the inbox's of today: a migration stays what it was when released.
  rewrite: (rows) =>
    rows.flatMap(({ id, received_at, name, company, email, phone }) => [
      run(
        `INSERT INTO lead_work (lead_id, lead_kind, received_at, status, updated_at) VALUES (?, ?, ?, 'new', ?)`,
        [id, kind, received_at, received_at],
      ),
      ...termsAtV5([String(name), String(company), String(email)], String(email), String(phone)).map((term) =>
        run('INSERT INTO lead_terms (term, lead_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [term, id]),
      ),
    ]),
});

export const v5: Migration = {
  version: 5,
  name: 'the lead inbox: status, owner and due time of each lead, search terms, notes',
  ddl: ({ time, table, dialect }) => {
    const text = dialect === 'postgres' ? 'TEXT COLLATE "C"' : 'TEXT';
    return `
      CREATE TABLE lead_work (
        lead_id TEXT PRIMARY KEY NOT NULL,
        lead_kind TEXT NOT NULL CHECK (lead_kind IN ('contact', 'career')),
        received_at ${time} NOT NULL,
        status TEXT NOT NULL DEFAULT 'new'
          CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
        owner_id TEXT,
        due_at ${time},
        updated_at ${time} NOT NULL
      )${table};
      -- The list's orders and filters, each ending in its keyset (received_at, lead_id).
      CREATE INDEX lead_work_received ON lead_work (received_at, lead_id);
      CREATE INDEX lead_work_status ON lead_work (status, received_at, lead_id);
      CREATE INDEX lead_work_owner ON lead_work (owner_id, received_at, lead_id);
      CREATE INDEX lead_work_kind ON lead_work (lead_kind, received_at, lead_id);
      -- Words of a lead's name, company, address and phone, folded (inbox/terms.ts): a search
      -- is a range scan of this index per word, however many leads there are.
      CREATE TABLE lead_terms (
        term ${text} NOT NULL,
        lead_id TEXT NOT NULL,
        PRIMARY KEY (term, lead_id)
      )${table};
      CREATE INDEX lead_terms_lead ON lead_terms (lead_id);
      -- Append-only: a note is never edited or removed but with its lead.
      CREATE TABLE lead_notes (
        id TEXT PRIMARY KEY NOT NULL,
        lead_id TEXT NOT NULL,
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        at ${time} NOT NULL
      )${table};
      CREATE INDEX lead_notes_lead ON lead_notes (lead_id, at);
      -- The language a member's emails are written in: their joining link's.
      ALTER TABLE members ADD COLUMN locale TEXT NOT NULL DEFAULT 'en-US';
    `;
  },
  backfill: [
    intoInbox('contact', 'contact_requests', 'company_name'),
    intoInbox('career', 'applications', "''"),
  ],
};
