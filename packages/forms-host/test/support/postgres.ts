import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A real PostgreSQL server of its own, in a temp folder, for the tests. */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/DBNAME (trust authentication, loopback only). */
  url: string;
  /** A further empty database on the same server. */
  createDatabase: (name: string) => string;
  /** Stops the server, its data kept, as an outage would; `resume` starts it again. */
  pause: () => void;
  resume: () => void;
  /** Stops it and removes its files (once: again does nothing). */
  stop: () => void;
}

function binDir(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [
    fromConfig.status === 0 ? fromConfig.stdout.trim() : '',
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  const found = candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found (Debian package postgresql)');
  return found;
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * initdb, pg_ctl start on a free loopback port from `firstPort`. PostgreSQL refuses to
 * run as root, so as root (CI) the binaries run as the postgres user in a folder it owns.
 */
export async function startPostgres(firstPort = 3850): Promise<TestPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-pg-'));
  if (asRoot) fs.chownSync(dir, ...ids('postgres'));
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir });
  };
  let port = firstPort;
  while (!(await portFree(port))) port += 1;
  const data = path.join(dir, 'data');
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
      '-w',
      'start',
    ]);
  try {
    run('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start: ${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`,
    );
  }
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  const createDatabase = (name: string) => {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    return urlOf(name);
  };
  const server: TestPostgres = {
    url: createDatabase('forms'),
    createDatabase,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop: () => {
      if (!running.delete(server)) return;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  running.add(server);
  return server;
}

const running = new Set<TestPostgres>();

/** Stops every server a test file left running (test/support/cleanup.ts, after each file). */
export function stopEveryPostgres(): void {
  for (const server of running) server.stop();
}

function ids(user: string): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no ${user} user`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
