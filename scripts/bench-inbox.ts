// `npm run bench:inbox`: the inbox's list and search with 100,000 leads beside the same with
// 100, on SQLite and on PostgreSQL (a throwaway cluster). Each store is filled in bulk with
// contact requests as the host stores them (lead, inbox row, search terms), then each query
// runs 7 rounds of 5; prints the medians and the ratio large / small. The budget: 2 ×.
// Flags: --large n (100000), --rounds n (7).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { migratePostgres } from '../packages/forms-host/src/db/migrations';
import { openPool, PgRunner } from '../packages/forms-host/src/db/postgres';
import { directRunner, run, type SqlRunner, type Statement } from '../packages/forms-host/src/db/runner';
import { openDatabase } from '../packages/forms-host/src/db/sqlite';
import { listLeads, type LeadFilters } from '../packages/forms-host/src/inbox/list';
import { leadWorkStatements } from '../packages/forms-host/src/inbox/work';
import { emailKey } from '../packages/forms-host/src/leads/emailKey';
import { startPostgres } from '../packages/forms-host/test/support/postgres';
import { newTempDir, removeTempDirs } from '../packages/forms-host/test/support/server';
import { percentile } from './bench-stats';

const { values } = parseArgs({
  options: { large: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '7' } },
});
const LARGE = Number(values.large);
const ROUNDS = Number(values.rounds);
const SMALL = 100;
const BUDGET = 2;

const FIRST = ['Élodie', 'Marc', 'Zoé', 'Jean', 'Amélie', 'Louis', 'Chloé', 'Samuel', 'Léa', 'Noah'];
const LAST = [
  'Gagné',
  'Roy',
  'Côté',
  'Tremblay',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Pelletier',
];

/** Contact requests i..i+n as the host stores them, newest last, with their inbox rows and terms. */
function leads(from: number, count: number, rare: boolean): Statement[] {
  const statements: Statement[] = [];
  for (let i = from; i < from + count; i += 1) {
    const id = randomUUID();
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    // One lead in the whole set is the rare one a search looks for.
    const name =
      rare && i === from ? 'Quentin Rarissime' : `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`;
    const email = `lead${i}@example.com`;
    const values = {
      name,
      company: `Entreprise ${i % 997}`,
      email,
      phone: `514 555 ${String(i).padStart(4, '0')}`,
    };
    statements.push(
      run(
        `INSERT INTO contact_requests (id, received_at, locale, client_hash, name, company_name, email, email_key, phone, activity, role)
         VALUES (?, ?, 'fr', 'bench', ?, ?, ?, ?, ?, 'retail', '')`,
        [id, at, name, values.company, email, emailKey(email), values.phone],
      ),
      ...leadWorkStatements('contact', id, at, values),
    );
  }
  return statements;
}

async function fill(store: SqlRunner, count: number) {
  const chunk = 1000;
  for (let i = 0; i < count; i += chunk)
    await store.batch(leads(i, Math.min(chunk, count - i), i === Math.floor(count / 2 / chunk) * chunk));
}

const QUERIES: [string, LeadFilters][] = [
  ['first page', {}],
  ['status new, first page', { status: 'new' }],
  ['search "gagne" (many)', { q: 'gagne' }],
  ['search "rarissime" (one)', { q: 'rarissime' }],
  ['search "514 555" (prefix of all)', { q: '514 555' }],
];

async function time(store: SqlRunner, filters: LeadFilters): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    for (let i = 0; i < 5; i += 1) await listLeads(store, filters);
    samples.push((performance.now() - started) / 5);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    50,
  );
}

async function measure(
  name: string,
  open: (count: number) => Promise<{ store: SqlRunner; close: () => Promise<void> }>,
) {
  const results: Record<number, number[]> = {};
  for (const count of [SMALL, LARGE]) {
    const started = performance.now();
    const { store, close } = await open(count);
    await fill(store, count);
    // As a running database keeps them: PostgreSQL's autovacuum analyzes, SQLite's optimize.
    await store.batch([run(store.dialect === 'postgres' ? 'ANALYZE' : 'PRAGMA optimize')]);
    process.stderr.write(
      `${name}: ${count} leads stored in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    results[count] = [];
    for (const [, filters] of QUERIES) results[count]!.push(await time(store, filters));
    await close();
  }
  return QUERIES.map(([label], i) => {
    const small = results[SMALL]![i]!;
    const large = results[LARGE]![i]!;
    return { store: name, query: label, small, large, ratio: large / small };
  });
}

async function main() {
  const rows = [
    ...(await measure('SQLite', async () => {
      const db = openDatabase(newTempDir('bench-inbox-'));
      return { store: directRunner(db), close: async () => void db.close() };
    })),
  ];
  const postgres = await startPostgres(3890);
  let database = 0;
  rows.push(
    ...(await measure('PostgreSQL', async () => {
      const pool = openPool(postgres.createDatabase(`bench${(database += 1)}`), 4);
      await migratePostgres(pool);
      return {
        store: new PgRunner(pool),
        close: async () => {
          await pool.query('ANALYZE');
          await pool.end();
        },
      };
    })),
  );
  postgres.stop();
  removeTempDirs();

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `\nInbox list and search, ${LARGE.toLocaleString('en-US')} leads beside ${SMALL} (medians of ${ROUNDS} rounds of 5):\n`,
  );
  console.log(`| store | query | ${SMALL} leads | ${LARGE.toLocaleString('en-US')} leads | ratio |`);
  console.log('|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.store} | ${row.query} | ${ms(row.small)} | ${ms(row.large)} | ×${row.ratio.toFixed(2)}${row.ratio > BUDGET ? ' (over budget)' : ''} |`,
    );
  const over = rows.filter((row) => row.ratio > BUDGET);
  if (over.length) {
    console.log(`\n${over.length} over the ${BUDGET} × budget.`);
    process.exitCode = 1;
  }
}

void main();
