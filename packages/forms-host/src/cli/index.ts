import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { databasePath, openDatabase } from '../db/sqlite';
import { listUndelivered, requeueUndelivered } from '../outbox/queue';
import { parseServerEnv, serverEnvSchema, type ServerEnv } from '../env';
import { exportLeads } from '../leads/export';
import { migratePostgres } from '../db/migrations';
import { forgetPerson, purgeOlderThan } from '../leads/retention';
import { copySqliteToPostgres } from '../db/migrateTo';
import { openPool, PgRunner, redactedUrl } from '../db/postgres';
import { directRunner, type SqlRunner } from '../db/runner';

export const USAGE = `Usage: npm run leads -- COMMAND

  export [--since DATE] [--out FOLDER]
           Writes contact-requests.csv, applications.csv and subscriptions.csv,
           and each application's CV under cvs/, into FOLDER.
           --since  Only leads received on or after DATE: YYYY-MM-DD (UTC midnight) or
                    an ISO 8601 date-time with its offset, e.g. 2026-05-01T09:00:00-04:00.
                    Default: every lead.
           --out    A new or empty folder. Default: leads-export-<now> in this folder.
  outbox   Lists the notifications not delivered yet: pending (being retried) and
           failed (given up after 24 hours).
  retry    Makes every pending or failed notification due now, for another 24 hours.
  purge    Removes contact requests and applications (with their CVs) older than
           LEADS_RETENTION_DAYS days (default 180), as the server does daily.
  forget EMAIL
           Erases every contact request, application, CV and subscription of EMAIL,
           and the notifications about them; prints how many were removed.
  migrate-to URL
           Copies every lead, CV, subscription and notification of DATA_DIR/leads.sqlite
           into the PostgreSQL database at URL (postgres://…), which must hold no leads
           yet; creates its tables first. One transaction: all or nothing.

The database is PostgreSQL's at DATABASE_URL when set, else DATA_DIR/leads.sqlite
(DATA_DIR defaults to ./data).`;

const sinceSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: '--since must be YYYY-MM-DD or an ISO 8601 date-time with its offset',
  })
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v).toISOString());

export interface CliIo {
  env: Record<string, string | undefined>;
  cwd: string;
  now: Date;
  log: (line: string) => void;
  error: (line: string) => void;
}

interface Command {
  /** Positional arguments after the command's name. */
  arity: number;
  run: (
    store: SqlRunner,
    env: ServerEnv,
    io: CliIo,
    args: string[],
    options: { since?: string; out?: string },
  ) => Promise<number>;
}

async function exportCommand(
  store: SqlRunner,
  _env: ServerEnv,
  io: CliIo,
  _args: string[],
  options: { since?: string; out?: string },
) {
  const since =
    options.since === undefined ? { success: true as const, data: '' } : sinceSchema.safeParse(options.since);
  if (!since.success) {
    io.error(`${since.error.issues[0]?.message}\n\n${USAGE}`);
    return 2;
  }
  const stamp = io.now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const outDir = path.resolve(io.cwd, options.out ?? `leads-export-${stamp}`);
  const summary = await exportLeads(store, since.data, outDir);
  io.log(
    `${summary.contactRequests} contact requests, ${summary.applications} applications (with their CVs) ` +
      `and ${summary.subscriptions} subscriptions written to ${outDir}`,
  );
  return 0;
}

const COMMANDS: Record<string, Command> = {
  export: { arity: 0, run: exportCommand },
  outbox: {
    arity: 0,
    run: async (store, _env, io) => {
      const rows = await listUndelivered(store);
      io.log(`${rows.length} notifications not delivered`);
      for (const row of rows)
        io.log(
          [
            row.status,
            row.channel,
            row.lead_kind,
            row.lead_id,
            `attempts ${row.attempts}`,
            `next ${row.next_attempt_at}`,
            row.last_error ?? '',
          ]
            .join('\t')
            .trimEnd(),
        );
      return 0;
    },
  },
  retry: {
    arity: 0,
    run: async (store, _env, io) => {
      const count = await requeueUndelivered(store, io.now.getTime());
      io.log(`${count} notifications due again now; the server delivers them within seconds`);
      return 0;
    },
  },
  purge: {
    arity: 0,
    run: async (store, env, io) => {
      const removed = await purgeOlderThan(store, env.LEADS_RETENTION_DAYS, io.now.getTime());
      io.log(
        `${removed.contactRequests} contact requests and ${removed.applications} applications (with their CVs) ` +
          `older than ${env.LEADS_RETENTION_DAYS} days removed, with ${removed.deliveries} notifications`,
      );
      return 0;
    },
  },
  forget: {
    arity: 1,
    run: async (store, _env, io, [email]) => {
      const removed = await forgetPerson(store, email!);
      io.log(
        `${removed.contactRequests} contact requests, ${removed.applications} applications (with their CVs), ` +
          `${removed.subscriptions} subscriptions and ${removed.deliveries} notifications removed`,
      );
      return 0;
    },
  },
};

/** Runs `leads <args>`; resolves with the process exit code. */
export async function runLeadsCli(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { since: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    io.log(USAGE);
    return 0;
  }
  const [name, ...rest] = positionals;
  const command = name === undefined ? undefined : name === 'migrate-to' ? MIGRATE_TO : COMMANDS[name];
  if (!command || rest.length !== command.arity || (name !== 'export' && (values.since || values.out))) {
    io.error(USAGE);
    return 2;
  }

  let env;
  try {
    env = parseServerEnv(io.env);
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  }
  if (name === 'migrate-to') return migrateTo(env, io, rest[0]!);
  if (env.DATABASE_URL) {
    const pool = openPool(env.DATABASE_URL, 2);
    try {
      await migratePostgres(pool);
      return await command.run(new PgRunner(pool), env, io, rest, values);
    } catch (error) {
      io.error((error as Error).message);
      return 1;
    } finally {
      await pool.end();
    }
  }
  const file = databasePath(env.DATA_DIR);
  if (!fs.existsSync(file)) {
    io.error(`No leads database at ${file}: the site has received nothing yet, or DATA_DIR differs.`);
    return 1;
  }
  const db = openDatabase(env.DATA_DIR);
  try {
    return await command.run(directRunner(db), env, io, rest, values);
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  } finally {
    db.close();
  }
}

// Parsed by the name of its own, never run through COMMANDS: its store is both databases.
const MIGRATE_TO: Command = { arity: 1, run: async () => 1 };

/** `migrate-to URL`: DATA_DIR's SQLite leads copied into an empty PostgreSQL database. */
async function migrateTo(env: ServerEnv, io: CliIo, url: string): Promise<number> {
  if (!serverEnvSchema.shape.DATABASE_URL.safeParse(url).success || !url) {
    io.error(`migrate-to takes a postgres:// or postgresql:// URL\n\n${USAGE}`);
    return 2;
  }
  const file = databasePath(env.DATA_DIR);
  if (!fs.existsSync(file)) {
    io.error(`No leads database at ${file}: nothing to copy, or DATA_DIR differs.`);
    return 1;
  }
  const db = openDatabase(env.DATA_DIR);
  const pool = openPool(url, 1);
  try {
    const counts = await copySqliteToPostgres(db, pool);
    io.log(
      `${counts.contact_requests} contact requests, ${counts.applications} applications ` +
        `(${counts.application_cvs} CVs), ${counts.subscriptions} subscriptions and ` +
        `${counts.outbox} notifications copied to ${redactedUrl(url)}`,
    );
    return 0;
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  } finally {
    db.close();
    await pool.end();
  }
}

/** Runs the command of this process's arguments, with its environment and output; sets its exit code. */
export function runFromProcess(): void {
  void runLeadsCli(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    now: new Date(),
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
}
