#!/usr/bin/env node
// `npm run bench`: the site beside a bare Next page, on one machine, in one run.
//
// Builds the site under its production configuration (every service set, with the
// browser suite's stand-in hosts, as a deployment has them) and a bare Next page
// (bench/bare: one <h1>, the same Next and React), serves both, and runs Lighthouse
// (mobile) on every page of both locales and on the bare page, interleaved, `--runs`
// times (default 5). It prints medians and the ratios to the bare page, and exits 1
// when a ratio budget of perf-budget.json is exceeded. Times alone mean little on a
// shared machine; the ratios, measured side by side, are what the budgets hold.
//
// Throttling is applied for real (Lighthouse's "devtools" method), so the paints are the
// ones a slow phone gets. The default simulation estimates the largest paint from every
// request that ended before the paint observed unthrottled; on a loopback server that
// is every request, so it cannot tell whether the paint waits on scripts.
//
// Flags: --no-build (reuse both builds), --runs N, --port N (site; the bare page N+1).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { e2eEnv } from '../tests/e2e/env.ts';
import { measurePage, pageRoutes } from './measure-page.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const port = option('--port', 3300);
const runs = Math.max(1, option('--runs', 5));
const site = `http://localhost:${port}`;
const bare = `http://localhost:${port + 1}`;
const budget = JSON.parse(fs.readFileSync(new URL('../perf-budget.json', import.meta.url), 'utf8'));
const chromePath =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const siteEnv = { ...process.env, ...e2eEnv, NEXT_DIST_DIR: '.next' };

const run = (command, commandArgs, env = process.env) => {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!args.includes('--no-build')) {
  run('npm', ['run', 'build'], siteEnv);
  run('npx', ['next', 'build', 'bench/bare']);
}

const servers = [
  spawn('npx', ['tsx', 'server.ts', '-p', String(port)], { stdio: 'ignore', detached: true, env: siteEnv }),
  spawn('npx', ['next', 'start', 'bench/bare', '-p', String(port + 1)], { stdio: 'ignore', detached: true }),
];
const stop = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid);
    } catch {}
  }
};
process.on('exit', stop);
for (const url of [`${site}/en-US`, bare]) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    if (i > 100) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const rows = pageRoutes.flatMap((route) =>
  ['en-US', 'fr'].map((locale) => ({ page: route.page, path: route[locale], url: site + route[locale] })),
);
const reference = { page: 'bare Next page', path: '/', url: bare + '/' };

// Bytes before any interaction, from a plain page load.
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
for (const row of [...rows, reference]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  Object.assign(row, await measurePage(await context.newPage(), row.url));
  await context.close();
}
await browser.close();

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
const audit = async (url, categories) => {
  // A run Lighthouse could not measure (no trace, no TBT) is run again, a few times at most.
  for (let attempt = 0; attempt < 4; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: 'devtools',
      onlyCategories: categories,
    });
    const a = lhr.audits;
    if (lhr.runtimeError || lhr.categories.performance.score === null) continue;
    return {
      scores: Object.fromEntries(
        Object.entries(lhr.categories).map(([k, c]) => [k, Math.round(c.score * 100)]),
      ),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
    };
  }
  throw new Error(`Lighthouse could not measure ${url}`);
};
for (const row of [...rows, reference]) row.runs = [];
for (let i = 0; i < runs; i++) {
  for (const row of [reference, ...rows]) {
    // Accessibility, best practices and SEO do not vary between runs: measured once.
    const categories = i === 0 ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'];
    row.runs.push(await audit(row.url, categories));
    process.stdout.write('.');
  }
}
await chrome.kill();
process.stdout.write('\n');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summarize = (row) => {
  const first = row.runs[0].scores;
  Object.assign(row, {
    perf: median(row.runs.map((r) => r.scores.performance)),
    fcp: median(row.runs.map((r) => r.fcp)),
    lcp: median(row.runs.map((r) => r.lcp)),
    tbt: median(row.runs.map((r) => r.tbt)),
    // Layout shifts are not noise: the worst run's.
    cls: Math.max(...row.runs.map((r) => r.cls)),
    a11y: first.accessibility,
    bp: first['best-practices'],
    seo: first.seo,
  });
};
summarize(reference);
rows.forEach(summarize);

let over = false;
const check = (ok, text) => {
  over ||= !ok;
  return ok ? text : `${text} ✗`;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => value.toFixed(0);
const lines = [
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, medians of ${runs} interleaved Lighthouse runs (mobile, devtools throttling)`,
  '',
  '| page | path | perf (bare −) | FCP ms | LCP ms | LCP ÷ FCP | LCP ÷ bare LCP | TBT ms | CLS | JS KB | a11y | BP | SEO |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  `| ${reference.page} | | ${reference.perf} | ${ms(reference.fcp)} | ${ms(reference.lcp)} | ` +
    `${(reference.lcp / reference.fcp).toFixed(2)} | 1.00 | ${ms(reference.tbt)} | ${reference.cls.toFixed(3)} | ` +
    `${kb(reference.jsBytes)} | | | |`,
];
for (const r of rows) {
  const jsLimit = (budget.jsOverBare * reference.jsBytes) / 1024;
  lines.push(
    `| ${r.page} | ${r.path} | ${check(reference.perf - r.perf <= budget.perfBelowBare, `${r.perf} (${r.perf - reference.perf})`)} | ` +
      `${ms(r.fcp)} | ${ms(r.lcp)} | ${check(r.lcp / r.fcp <= budget.lcpOverFcp, (r.lcp / r.fcp).toFixed(2))} | ` +
      `${check(r.lcp / reference.lcp <= budget.lcpOverBareLcp, (r.lcp / reference.lcp).toFixed(2))} | ${ms(r.tbt)} | ` +
      `${check(r.cls < budget.cls, r.cls.toFixed(3))} | ${check(r.jsBytes / 1024 <= jsLimit, kb(r.jsBytes))} | ` +
      `${check(r.a11y >= budget.lighthouse.accessibility, String(r.a11y))} | ` +
      `${check(r.bp >= budget.lighthouse['best-practices'], String(r.bp))} | ${check(r.seo >= budget.lighthouse.seo, String(r.seo))} |`,
  );
}
lines.push(
  '',
  `Budgets (perf-budget.json): perf at most ${budget.perfBelowBare} below the bare page, LCP ÷ FCP ≤ ${budget.lcpOverFcp}, ` +
    `LCP ÷ bare LCP ≤ ${budget.lcpOverBareLcp}, CLS < ${budget.cls}, JS ≤ ${budget.jsOverBare} × the bare page's.`,
);
console.log(lines.join('\n'));
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/last.md', lines.join('\n') + '\n');
stop();
process.exit(over ? 1 : 0);
