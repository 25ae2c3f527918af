#!/usr/bin/env node
// `npm run bench`: the site beside a bare Next page, on one machine, in one run.
//
// Builds the site under its production configuration (every service set, with the
// browser suite's stand-in hosts, as a deployment has them) and a bare Next page
// (bench/bare: one <h1>, the same Next and React), serves both, and runs Lighthouse
// (mobile) on every page of both locales and on the bare page, interleaved, `--runs`
// times (default 7), under both throttling methods:
// - simulate: Lighthouse's default, what PageSpeed Insights reports. It loads the page
//   unthrottled and estimates each paint from the requests and CPU work under way before
//   the paint it observed;
// - devtools: throttling applied for real, the paints a slow phone gets.
// It also measures interactions (bench-interactions.mjs): the longest Event Timing entry of
// each, CPU slowed 4×. It prints medians and the ratios to the bare page, and exits 1 when
// a budget of perf-budget.json is exceeded. Times alone mean little on a shared machine;
// the ratios, measured side by side, are what the budgets hold.
//
// Flags: --no-build (reuse both builds), --runs N, --port N (site; the bare page N+1),
// --methods simulate,devtools, --no-interactions.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { e2eEnv } from '../tests/e2e/env.ts';
import { measureInteractions } from './bench-interactions.mjs';
import { chromeFlags, chromePath } from './chromium.mjs';
import { measurePage, pageRoutes } from './measure-page.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const port = option('--port', 3300);
const runs = Math.max(1, option('--runs', 7));
const methodsArg = args.includes('--methods') ? args[args.indexOf('--methods') + 1] : 'simulate,devtools';
const methods = methodsArg.split(',').filter((m) => m === 'simulate' || m === 'devtools');
const site = `http://localhost:${port}`;
const bare = `http://localhost:${port + 1}`;
const budget = JSON.parse(fs.readFileSync(new URL('../perf-budget.json', import.meta.url), 'utf8'));
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

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');

let interactionRows = null;
if (!args.includes('--no-interactions')) {
  const interactionBrowser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  interactionRows = await measureInteractions(interactionBrowser, site, runs);
  await interactionBrowser.close();
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
const audit = async (url, categories, throttlingMethod) => {
  // A run Lighthouse could not measure (no trace, no TBT) is run again, a few times at most.
  for (let attempt = 0; attempt < 4; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
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
for (const row of [...rows, reference]) row.runs = Object.fromEntries(methods.map((m) => [m, []]));
for (let i = 0; i < runs; i++) {
  for (const row of [reference, ...rows]) {
    for (const method of methods) {
      // Accessibility, best practices and SEO do not vary between runs: measured once.
      const categories =
        i === 0 && method === methods[0]
          ? ['performance', 'accessibility', 'best-practices', 'seo']
          : ['performance'];
      row.runs[method].push(await audit(row.url, categories, method));
      process.stdout.write('.');
    }
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
  const first = row.runs[methods[0]][0].scores;
  Object.assign(row, {
    a11y: first.accessibility,
    bp: first['best-practices'],
    seo: first.seo,
    by: Object.fromEntries(
      methods.map((method) => {
        const r = row.runs[method];
        return [
          method,
          {
            perf: median(r.map((x) => x.scores.performance)),
            fcp: median(r.map((x) => x.fcp)),
            lcp: median(r.map((x) => x.lcp)),
            tbt: median(r.map((x) => x.tbt)),
            // Layout shifts are not noise: the worst run's.
            cls: Math.max(...r.map((x) => x.cls)),
          },
        ];
      }),
    ),
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
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const lines = [
  `${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${os.cpus().length} cores, load ${loadBefore} before and ${load()} after, ` +
    `medians of ${runs} interleaved Lighthouse runs a method (mobile)`,
];
for (const method of methods) {
  const ref = reference.by[method];
  lines.push(
    '',
    `${method === 'simulate' ? 'Simulated throttling (Lighthouse’s default, PageSpeed Insights)' : 'DevTools throttling (applied for real)'}:`,
    '',
    '| page | path | perf (bare −) | FCP ms | LCP ms | LCP ÷ FCP | LCP ÷ bare LCP | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${reference.page} | | ${ref.perf} | ${ms(ref.fcp)} | ${ms(ref.lcp)} | ${(ref.lcp / ref.fcp).toFixed(2)} | 1.00 | ` +
      `${ms(ref.tbt)} | ${ref.cls.toFixed(3)} |`,
  );
  for (const r of rows) {
    const m = r.by[method];
    lines.push(
      `| ${r.page} | ${r.path} | ${check(ref.perf - m.perf <= budget.perfBelowBare, `${m.perf} (${m.perf - ref.perf})`)} | ` +
        `${ms(m.fcp)} | ${ms(m.lcp)} | ${check(m.lcp / m.fcp <= budget.lcpOverFcp, (m.lcp / m.fcp).toFixed(2))} | ` +
        `${check(m.lcp / ref.lcp <= budget.lcpOverBareLcp, (m.lcp / ref.lcp).toFixed(2))} | ${ms(m.tbt)} | ` +
        `${check(m.cls < budget.cls, m.cls.toFixed(3))} |`,
    );
  }
}
lines.push(
  '',
  'Bytes before any interaction and the other Lighthouse categories:',
  '',
  '| page | path | JS KB | JS ÷ bare | all KB | a11y | BP | SEO |',
  '|---|---|---|---|---|---|---|---|',
  `| ${reference.page} | | ${kb(reference.jsBytes)} | 1.00 | ${kb(reference.totalBytes)} | | | |`,
);
for (const r of rows)
  lines.push(
    `| ${r.page} | ${r.path} | ${kb(r.jsBytes)} | ${check(r.jsBytes / reference.jsBytes <= budget.jsOverBare, (r.jsBytes / reference.jsBytes).toFixed(2))} | ` +
      `${kb(r.totalBytes)} | ${check(r.a11y >= budget.lighthouse.accessibility, String(r.a11y))} | ` +
      `${check(r.bp >= budget.lighthouse['best-practices'], String(r.bp))} | ${check(r.seo >= budget.lighthouse.seo, String(r.seo))} |`,
  );
if (interactionRows) {
  lines.push(
    '',
    `Interactions (longest Event Timing entry, CPU slowed 4×, 412 px, medians of ${runs}):`,
    '',
    '| interaction | page | ms | runs |',
    '|---|---|---|---|',
  );
  for (const r of interactionRows)
    lines.push(
      `| ${r.name} | ${r.path} | ${check(median(r.runs) <= budget.interactionMs, ms(median(r.runs)))} | ${r.runs.map(ms).join(' ')} |`,
    );
}
lines.push(
  '',
  `Budgets (perf-budget.json), for each method: perf at most ${budget.perfBelowBare} below the bare page, LCP ÷ FCP ≤ ${budget.lcpOverFcp}, ` +
    `LCP ÷ bare LCP ≤ ${budget.lcpOverBareLcp}, CLS < ${budget.cls}; JS ≤ ${budget.jsOverBare} × the bare page's; ` +
    `each interaction ≤ ${budget.interactionMs} ms.`,
);
if (Math.abs(reference.jsBytes / 1024 - budget.bareJsKB) > 1)
  lines.push(
    '',
    `The bare page sends ${kb(reference.jsBytes)} KB, not perf-budget.json's bareJsKB (${budget.bareJsKB}), which the JS budget test uses: update it.`,
  );
console.log(lines.join('\n'));
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/last.md', lines.join('\n') + '\n');
stop();
process.exit(over ? 1 : 0);
