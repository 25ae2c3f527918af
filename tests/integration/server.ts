// The site's integration tests run the production server (`npm start`: server.ts) of the bare
// build, with the forms host's test servers' helpers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  serverPerFile as hostServerPerFile,
  startServer as startHostServer,
  type FormsServer,
  type ServeCommand,
  tsx,
} from '@/packages/forms-host/test/support/server';
import { BARE_DIST_DIR } from '../support/bare-build';

export {
  count,
  newDataDir,
  newTempDir,
  readDatabase,
  removeTempDirs,
  testPort,
  type FormsServer,
} from '@/packages/forms-host/test/support/server';

const root = path.resolve(__dirname, '../..');

/** `npm start` (server.ts) of the bare build. */
export const siteServer: ServeCommand = (port) => ({
  args: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server.ts', '-p', String(port)],
  env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: BARE_DIST_DIR },
});

export const startServer = (options: Parameters<typeof startHostServer>[0]): Promise<FormsServer> =>
  startHostServer({ command: siteServer, ...options });

export const serverPerFile = (offset: number, env?: Record<string, string>): FormsServer =>
  hostServerPerFile(offset, env, siteServer);

/** `npm run worker` (scripts/worker.ts), a process of its own with `env`; what it writes is kept. */
export function startWorker(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, [tsx, '--conditions=react-server', 'scripts/worker.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    output: () => output,
    /** Sends `signal`; resolves with the exit code. */
    stop: (signal: NodeJS.Signals = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}
