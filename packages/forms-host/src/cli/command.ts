import type { SqlRunner } from '../db/runner';
import type { ServerEnv } from '../env';
import type { TeamSettings } from '../settings';

/** What a command reads and writes besides the store: the process's, or a test's. */
export interface CliIo {
  env: Record<string, string | undefined>;
  cwd: string;
  now: Date;
  log: (line: string) => void;
  error: (line: string) => void;
  /** The site's team settings: `invite` makes links to its joining page. */
  team?: TeamSettings;
}

/** One of `npm run leads`'s commands, run on the leads' store (PostgreSQL's or SQLite's). */
export interface Command {
  /** Positional arguments after the command's name. */
  arity: number;
  run: (
    store: SqlRunner,
    env: ServerEnv,
    io: CliIo,
    args: string[],
    options: { since?: string; out?: string; role?: string; locale?: string },
  ) => Promise<number>;
}
