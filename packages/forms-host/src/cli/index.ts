import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { migratePostgres } from '../db/migrations';
import { openPool, PgRunner } from '../db/postgres';
import { directRunner } from '../db/runner';
import { databasePath, openDatabase } from '../db/sqlite';
import { parseServerEnv } from '../env';
import type { CliIo, Command } from './command';
import type { TeamSettings } from '../settings';
import { exportCommand } from './export';
import { forgetCommand } from './forget';
import { inviteCommand } from './invite';
import { migrateToCommand } from './migrateTo';
import { outboxCommand } from './outbox';
import { purgeCommand } from './purge';
import { retryCommand } from './retry';
import { USAGE } from './usage';

export type { CliIo } from './command';
export { USAGE } from './usage';

/** The commands on the leads' store, by name (migrate-to, whose store is both databases, apart). */
const COMMANDS: Record<string, Command> = {
  export: exportCommand,
  outbox: outboxCommand,
  retry: retryCommand,
  purge: purgeCommand,
  forget: forgetCommand,
  invite: inviteCommand,
};

// Parsed by the name of its own, never run through COMMANDS: its store is both databases.
const MIGRATE_TO: Command = { arity: 1, run: async () => 1 };

/** Runs `leads <args>`; resolves with the process exit code. */
export async function runLeadsCli(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        since: { type: 'string' },
        out: { type: 'string' },
        role: { type: 'string' },
        locale: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
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
  const misplaced =
    (name !== 'export' && (values.since || values.out)) ||
    (name !== 'invite' && (values.role || values.locale));
  if (!command || rest.length !== command.arity || misplaced) {
    io.error(USAGE);
    return 2;
  }

  let env;
  try {
    // The joining link's origin defaults to the site's, as the server's does.
    const site = io.env.NEXT_PUBLIC_SITE_URL;
    env = parseServerEnv(io.env, site && URL.canParse(site) ? site : undefined);
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  }
  if (name === 'migrate-to') return migrateToCommand(env, io, rest[0]!);
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
  // The first owner may be invited before the site has stored anything.
  if (!fs.existsSync(file) && name !== 'invite') {
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

/** Runs the command of this process's arguments, with its environment and output; sets its exit code. */
export function runFromProcess(team?: TeamSettings): void {
  void runLeadsCli(process.argv.slice(2), {
    team,
    env: process.env,
    cwd: process.cwd(),
    now: new Date(),
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
}
