import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { databasePath, openDatabase } from './db';
import { parseServerEnv } from './env';
import { exportLeads } from './export-leads';

export const USAGE = `Usage: npm run leads -- export [--since DATE] [--out FOLDER]

  export   Writes contact-requests.csv, applications.csv and subscriptions.csv,
           and each application's CV under cvs/, into FOLDER.
  --since  Only leads received on or after DATE: YYYY-MM-DD (UTC midnight) or an
           ISO 8601 date-time with its offset, e.g. 2026-05-01T09:00:00-04:00.
           Default: every lead.
  --out    A new or empty folder. Default: leads-export-<now> in this folder.

The database is DATA_DIR/leads.sqlite (DATA_DIR defaults to ./data).`;

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

/** Runs `leads <args>`; returns the process exit code. */
export function runLeadsCli(args: string[], io: CliIo): number {
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
  if (positionals.length !== 1 || positionals[0] !== 'export') {
    io.error(USAGE);
    return 2;
  }

  const since =
    values.since === undefined ? { success: true as const, data: '' } : sinceSchema.safeParse(values.since);
  if (!since.success) {
    io.error(`${since.error.issues[0]?.message}\n\n${USAGE}`);
    return 2;
  }

  let env;
  try {
    env = parseServerEnv(io.env);
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  }
  const file = databasePath(env.DATA_DIR);
  if (!fs.existsSync(file)) {
    io.error(`No leads database at ${file}: the site has received nothing yet, or DATA_DIR differs.`);
    return 1;
  }
  const stamp = io.now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const outDir = path.resolve(io.cwd, values.out ?? `leads-export-${stamp}`);

  const db = openDatabase(env.DATA_DIR);
  try {
    const summary = exportLeads(db, since.data, outDir);
    io.log(
      `${summary.contactRequests} contact requests, ${summary.applications} applications (with their CVs) ` +
        `and ${summary.subscriptions} subscriptions written to ${outDir}`,
    );
    return 0;
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  } finally {
    db.close();
  }
}
