// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsx } from './support/server';

const src = path.resolve(__dirname, '../src');

const ROUNDS = 10;
const ROUND_MS = 250;

// What a starting instance, worker or CLI does first to a data folder: in each round, a new
// folder at an agreed instant (slept up to, then spun for, so that both processes are on a core).
const script = `
  import { openDatabase } from ${JSON.stringify(path.join(src, 'db/sqlite.ts'))};
  import { openRateLimitDatabase } from ${JSON.stringify(path.join(src, 'http/rateLimit.ts'))};
  const [parent, at] = process.argv.slice(-2);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let round = 0; round < ${ROUNDS}; round += 1) {
    const start = Number(at) + round * ${ROUND_MS};
    Atomics.wait(pause, 0, 0, Math.max(0, start - Date.now() - 20));
    while (Date.now() < start) {}
    const dir = parent + '/' + round;
    openDatabase(dir).close();
    openRateLimitDatabase(dir).close();
  }
  console.log('opened');
`;

function open(dir: string, at: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, '--eval', script, '--', dir, String(at)]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output: output.trim() }));
  });
}

// Two processes switching a new file to WAL at once: SQLite failed one with "database is
// locked" without waiting (about one start in two), and that instance did not start.
test('processes starting together on a new data folder all open it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-open-'));
  try {
    const at = Date.now() + 3000;
    const results = await Promise.all([open(dir, at), open(dir, at)]);
    expect(results).toEqual(results.map(() => ({ code: 0, output: 'opened' })));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
