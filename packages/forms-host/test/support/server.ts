import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
/** tsx's CLI, run by `node` itself (no npx in between), for the processes these tests start. */
export const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** The forms host alone on node:http (serve.ts): what its own HTTP tests run. */
export const hostAlone = (port: number) => ({
  args: [tsx, '--conditions=react-server', path.join(__dirname, 'serve.ts'), String(port)],
  env: {},
});

/** Ports of these tests: FORMS_TEST_PORT and the next few (one per test file). */
export const testPort = (offset: number) => Number(process.env.FORMS_TEST_PORT ?? 3110) + offset;

export interface FormsServer {
  url: string;
  dataDir: string;
  /** Output of the server so far, for failure messages. */
  output: () => string;
  /** SIGTERM (a normal stop) or SIGKILL (a crash), and waits for the process to end. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
}

const tempDirs: string[] = [];

/** A new temp folder, removed by removeTempDirs(). */
export function newTempDir(prefix = 'forms-host-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export const newDataDir = () => newTempDir();

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A command that serves the forms host on `port`: its arguments to Node and its environment. */
export type ServeCommand = (port: number) => { args: string[]; env: Record<string, string> };

/** A server (hostAlone by default) on `port`, storing into `dataDir`, ready when its preflight answers. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  command?: ServeCommand;
}): Promise<FormsServer> {
  const command = (options.command ?? hostAlone)(options.port);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(FORMS_|DATA_DIR$|NEXT_PUBLIC_)/.test(key)),
  );
  const child: ChildProcess = spawn(process.execPath, command.args, {
    cwd: root,
    detached: true, // its own process group, ended as one
    env: {
      ...inherited,
      NODE_ENV: 'production',
      // These tests post as a server's own integration would; the spam tests ask for proofs.
      FORMS_PROOF_OF_WORK: 'off',
      ...command.env,
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      const response = await fetch(`${url}/propulso/geo`, { method: 'OPTIONS' });
      if (response.status === 204) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      throw new Error(`the server did not answer on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir: options.dataDir,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      // Not again once ended (a signal leaves exitCode null): its group is gone.
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, signal);
      await exited;
    },
  };
}

/** Reads the server's database the way an operator would, from another process's connection. */
export function readDatabase<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export const count = (dataDir: string, table: string) =>
  readDatabase(dataDir, (db) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number);

/**
 * The one server a test file runs against: started before its tests on testPort(offset) with a
 * fresh DATA_DIR and `env`, stopped after them, the file's temp folders removed. Its properties
 * are the running server's: read them inside tests and hooks.
 */
export function serverPerFile(
  offset: number,
  env?: Record<string, string>,
  command?: ServeCommand,
): FormsServer {
  let server: FormsServer | undefined;
  beforeAll(async () => {
    server = await startServer({ port: testPort(offset), dataDir: newDataDir(), env, command });
  });
  afterAll(async () => {
    await server?.stop();
    removeTempDirs();
  });
  const running = () => {
    if (!server) throw new Error('the server has not started: read it inside a test or a hook');
    return server;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    output: () => running().output(),
    stop: (signal) => running().stop(signal),
  };
}
