// `npm run bench:proof`: what the forms' proof of work costs a visitor. Serves the bare production
// build (the site is its own forms host, proofs required), opens the contact page in Chromium with
// the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), and measures, medians of --runs (7):
//   (a) from the form's first focus to its proof being solved (the solver's worker ending once it
//       has its answer), and how many attempts it took (the counter of the proof then posted);
//   (b) the extra wait at submit for a visitor whose browser fills the form and who submits at
//       once: click to the post leaving, beside the same with the challenge refused (no proof),
//       and with no worker (the attempts on the page's thread, as before the worker).
// Prints a Markdown table with the date and commit. Flags: --runs n, --port n, --rate n, --no-build.
// Exits 2 when it cannot run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHALLENGE_PATH } from '@polyfence/lead-contract';
import { newTempDir, removeTempDirs, startServer } from '../tests/integration/server';
import { ensureBareBuild } from '../tests/support/bare-build';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '3670' },
    rate: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const RATE = Number(values.rate);
const BASE = `http://localhost:${PORT}`;
const executablePath =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const FIELDS = { name: 'Jo Gagnon', company_name: 'Agence Nord', email: 'jo@nord.ca', phone: '819-555-0123' };

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function openContact(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await page.goto(`${BASE}/en-US/contact`, { waitUntil: 'networkidle' });
  return page.getByRole('main').locator('form', { has: page.locator('[name="company_name"]') });
}

/**
 * (a): first focus to the proof solved: the solver's worker ends once it has its answer. Then
 * the form is sent, and its proof says how many attempts it took (its counter).
 */
async function focusToProof(page: Page) {
  const form = await openContact(page);
  const solved = new Promise<number>((resolve) =>
    page.on('worker', (worker) => worker.on('close', () => resolve(Date.now()))),
  );
  const focused = Date.now();
  await form.locator('[name="name"]').focus();
  const ms = (await withTimeout(solved, 60_000, 'the proof of work ran without its worker')) - focused;
  for (const [name, value] of Object.entries(FIELDS)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="activity"]').selectOption('agency');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/propulso/geo'));
  await form.locator('button[type="submit"]').click();
  const proof = (await posted).headers()['x-proof-of-work'];
  if (!proof) throw new Error('the post left without a proof');
  const { solution } = JSON.parse(Buffer.from(proof, 'base64').toString()) as {
    solution: { counter: number };
  };
  return { ms, attempts: solution.counter + 1 };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * (b): the form filled at once (as autofill does), submitted at once: click to the post leaving.
 * `onPage`: with no worker to be had, the attempts run on the page's thread, as before them.
 */
async function submitWait(page: Page, withProof: boolean, onPage = false) {
  if (onPage) await page.addInitScript(() => delete (globalThis as { Worker?: unknown }).Worker);
  if (!withProof) await page.route(`**${CHALLENGE_PATH}`, (route) => route.fulfill({ status: 404 }));
  const form = await openContact(page);
  for (const [name, value] of Object.entries(FIELDS)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="activity"]').selectOption('agency');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/propulso/geo'), {
    timeout: 60_000,
  });
  const clicked = Date.now();
  await form.locator('button[type="submit"]').click({ noWaitAfter: true });
  await posted;
  const ms = Date.now() - clicked;
  const answer = await (await posted).response();
  if (answer?.status() !== 201) throw new Error(`the contact post was answered ${answer?.status()}`);
  return { ms, proof: Boolean((await posted).headers()['x-proof-of-work']) };
}

async function main() {
  if (!executablePath && !fs.existsSync(chromium.executablePath())) {
    console.error('No Chromium: install it or set CHROMIUM_PATH.');
    process.exit(2);
  }
  if (!values['no-build']) ensureBareBuild((line) => console.error(line));
  const server = await startServer({
    port: PORT,
    dataDir: newTempDir('bench-proof-'),
    env: {
      FORMS_PROOF_OF_WORK: 'required',
      FORMS_RATE_LIMIT_PER_MINUTE: '10000',
      FORMS_RATE_LIMIT_BURST: '10000',
    },
  });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const ready: number[] = [];
  const attempts: number[] = [];
  const waits = { proof: [] as number[], none: [] as number[], onPage: [] as number[] };
  const run = async <T>(measure: (page: Page) => Promise<T>): Promise<T> => {
    const context = await browser.newContext();
    try {
      return await measure(await context.newPage());
    } finally {
      await context.close();
    }
  };
  try {
    for (let i = 0; i < RUNS; i += 1) {
      // Interleaved, so that the machine's load falls on each alike.
      const a = await run(focusToProof);
      ready.push(a.ms);
      attempts.push(a.attempts);
      const withProof = await run((page) => submitWait(page, true));
      if (!withProof.proof) throw new Error('the post left without a proof');
      waits.proof.push(withProof.ms);
      waits.none.push((await run((page) => submitWait(page, false))).ms);
      waits.onPage.push((await run((page) => submitWait(page, true, true))).ms);
      process.stderr.write(
        `run ${i + 1}/${RUNS}: ready ${a.ms.toFixed(0)} ms (${a.attempts} attempts), submit ${withProof.ms} ms vs ${waits.none.at(-1)} ms\n`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    removeTempDirs();
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const ms = (list: number[]) => `${median(list).toFixed(0)} ms`;
  const range = (list: number[]) => `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)}`;
  const extra = waits.proof.map((w, i) => w - waits.none[i]!);
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${os.cpus().length} cores, load ${load}, Chromium with the CPU slowed ${RATE}×, medians of ${RUNS} runs (/en-US/contact)\n`,
  );
  console.log('| measured | median | range |');
  console.log('| --- | --- | --- |');
  console.log(`| (a) first focus → proof solved | ${ms(ready)} | ${range(ready)} ms |`);
  console.log(
    `| key derivations to solve (PBKDF2, 1,000 rounds each) | ${median(attempts).toFixed(0)} | ${range(attempts)} |`,
  );
  console.log(
    `| click → post leaves, with the proof (solving from the fill) | ${ms(waits.proof)} | ${range(waits.proof)} ms |`,
  );
  console.log(
    `| click → post leaves, challenge refused (no proof) | ${ms(waits.none)} | ${range(waits.none)} ms |`,
  );
  console.log(
    `| click → post leaves, with the proof, attempts on the page's thread (no worker) | ${ms(waits.onPage)} | ${range(waits.onPage)} ms |`,
  );
  console.log(
    `| (b) extra wait at submit for a visitor who submits at once | ${ms(extra)} | ${range(extra)} ms |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
