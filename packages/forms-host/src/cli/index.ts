import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { migratePostgres } from '../db/migrations';
import { openPool, PgRunner } from '../db/postgres';
import { directRunner } from '../db/runner';
import { databasePath, openDatabase } from '../db/sqlite';
import { parseServerEnv } from '../env';
import type { CliIo, Command } from './command';
import { exportCommand } from './export';
import { forgetCommand } from './forget';
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
