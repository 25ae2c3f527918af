// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/sqlite';
import { runLeadsCli } from '../src/cli/index';
import { saveContactRequest } from '../src/leads/contact';
import { directRunner } from '../src/db/runner';

let root: string;
let out: string[];
const run = (...args: string[]) =>
  runLeadsCli(args, {
    env: { DATA_DIR: path.join(root, 'data') },
    cwd: root,
    now: new Date('2026-03-04T05:06:07.890Z'),
    log: (line) => out.push(line),
    error: (line) => out.push(`error: ${line}`),
  });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
  out = [];
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

async function seed() {
  const db = openDatabase(path.join(root, 'data'));
  const lead = {
    name: 'Ana',
    company_name: 'Acme',
    email: 'a@x.test',
    phone: '1',
    activity: 'other' as const,
  };
  await saveContactRequest(directRunner(db), lead, {
    receivedAt: '2026-02-28T23:59:59.999Z',
    locale: 'fr',
    clientHash: 'h',
  });
  await saveContactRequest(directRunner(db), lead, {
    receivedAt: '2026-03-01T00:00:00.000Z',
    locale: 'fr',
    clientHash: 'h',
  });
  db.close();
}

const rowsIn = (file: string) => fs.readFileSync(file, 'utf8').trim().split('\r\n').length - 1;

describe('npm run leads', () => {
  it('exports from a UTC date into a timestamped folder by default', async () => {
    await seed();
    expect(await run('export', '--since', '2026-03-01')).toBe(0);
    const folder = path.join(root, 'leads-export-2026-03-04T05-06-07Z');
    expect(rowsIn(path.join(folder, 'contact-requests.csv'))).toBe(1);
    expect(out.at(-1)).toMatch(/^1 contact requests, 0 applications .* and 0 subscriptions written to /);
  });

  it('takes a date-time with its offset, and every lead without --since', async () => {
    await seed();
    expect(await run('export', '--since', '2026-02-28T19:59:59.999-04:00', '--out', 'a')).toBe(0);
    expect(rowsIn(path.join(root, 'a', 'contact-requests.csv'))).toBe(2);
    expect(await run('export', '--out', 'b')).toBe(0);
    expect(rowsIn(path.join(root, 'b', 'contact-requests.csv'))).toBe(2);
  });

  it('refuses a malformed date, an unknown command and a folder that is not empty', async () => {
    await seed();
    expect(await run('export', '--since', '2026-02-30')).toBe(2);
    expect(out.at(-1)).toMatch(/^error: --since must be YYYY-MM-DD/);
    expect(await run('import')).toBe(2);
    fs.mkdirSync(path.join(root, 'full'));
    fs.writeFileSync(path.join(root, 'full', 'keep.txt'), 'mine');
    expect(await run('export', '--out', 'full')).toBe(1);
    expect(out.at(-1)).toMatch(/is not empty/);
    expect(fs.readdirSync(path.join(root, 'full'))).toEqual(['keep.txt']);
  });

  it('says where it looked when there is no database yet, and creates none', async () => {
    expect(await run('export')).toBe(1);
    expect(out.at(-1)).toMatch(/No leads database at .*data\/leads\.sqlite/);
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });
});
