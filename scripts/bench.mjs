#!/usr/bin/env node
// `npm run bench`: the site beside a bare Next page, on one machine, in one run.
//
// Builds the site under its production configuration (every service set, with the
// browser suite's stand-in hosts, as a deployment has them) and a bare Next page
// (bench/bare: one <h1>, the same Next and React, built in a folder of its own outside the
// repository so nothing of the site's applies to it), serves both, and runs Lighthouse
// (mobile) on every page of both locales and on the bare page, interleaved, `--runs`
// times (default 7), under both throttling methods:
// - simulate: Lighthouse's default, what PageSpeed Insights reports. It loads the page
//   unthrottled and estimates each paint from the requests and CPU work under way before
//   the paint it observed;
// - devtools: throttling applied for real, the paints a slow phone gets.
// It also measures interactions (bench-interactions.mjs): the longest Event Timing entry of
// each (as INP counts them), CPU slowed 4×. It prints medians and the ratios to the bare page, and exits 1 when
// a budget of perf-budget.json is exceeded. Times alone mean little on a shared machine;
// the ratios, measured side by side, are what the budgets hold.
//
// With --link MS each page is also loaded through a link of MS ms round trip (delay-link.mjs),
// as a deployed site is reached, and both are printed.
//
// Flags: --no-build (reuse both builds), --runs N, --port N (site; the bare page N+1, the
// links N+2 and N+3), --methods simulate,devtools (none: no Lighthouse), --no-interactions, --link MS,
// --pages home,contact (default: every page).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { e2eEnv } from '../tests/e2e/env.ts';
import { measureInteractions } from './bench-interactions.mjs';
import { chromeFlags, chromePath } from './chromium.mjs';
import { startDelayLink } from './delay-link.mjs';
import { measurePage, pageRoutes } from './measure-page.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const port = option('--port', 3300);
const runs = Math.max(1, option('--runs', 7));
const methodsArg = args.includes('--methods') ? args[args.indexOf('--methods') + 1] : 'simulate,devtools';
// `--methods none` runs no Lighthouse: the bytes, the document and the interactions alone.
const methods = methodsArg === 'none' ? [] : methodsArg.split(',');
const unknownMethods = methods.filter((m) => m !== 'simulate' && m !== 'devtools');
if (unknownMethods.length) {
  console.error(
    `--methods takes simulate, devtools (comma-separated) or none, not: ${unknownMethods.join(', ')}`,
  );
  process.exit(2);
}
const linkMs = option('--link', 0);
const pagesArg = args.includes('--pages') ? args[args.indexOf('--pages') + 1].split(',') : null;
const site = `http://localhost:${port}`;
const bare = `http://localhost:${port + 1}`;
const budget = JSON.parse(fs.readFileSync(new URL('../perf-budget.json', import.meta.url), 'utf8'));
const siteEnv = { ...process.env, ...e2eEnv, NEXT_DIST_DIR: '.next' };

const run = (command, commandArgs, options = {}) => {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The bare page is built in a folder of its own, with the site's versions of Next and React
// installed there: inside the repository, Next would take the repository as its root.
const bareDir = path.join(os.tmpdir(), 'polyfence-bench-bare');
const buildBare = () => {
  const version = (name) => JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
  fs.rmSync(path.join(bareDir, 'app'), { recursive: true, force: true });
  fs.cpSync('bench/bare', bareDir, { recursive: true });
  fs.writeFileSync(path.join(bareDir, 'package.json'), '{ "name": "bench-bare", "private": true }\n');
  const packages = ['next', 'react', 'react-dom'].map((name) => `${name}@${version(name)}`);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...packages], { cwd: bareDir });
  run('npx', ['next', 'build'], { cwd: bareDir });
};
if (!args.includes('--no-build')) {
  run('npm', ['run', 'build'], { env: siteEnv });
  buildBare();
}

const servers = [
  spawn('npx', ['tsx', 'server.ts', '-p', String(port)], { stdio: 'ignore', detached: true, env: siteEnv }),
  spawn('npx', ['next', 'start', '-p', String(port + 1)], { stdio: 'ignore', detached: true, cwd: bareDir }),
];
const links = linkMs
  ? await Promise.all(
      [0, 1].map((i) => startDelayLink({ listenPort: port + 2 + i, targetPort: port + i, rttMs: linkMs })),
    )
  : [];
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

// How a page is reached: loopback, and with --link the delayed link in front of each server.
const vias = [{ name: 'loopback', offset: 0 }, ...(linkMs ? [{ name: `${linkMs} ms link`, offset: 2 }] : [])];
const origin = (serverPort, via) => `http://localhost:${serverPort + via.offset}`;
const routes = pagesArg ? pageRoutes.filter((route) => pagesArg.includes(route.page)) : pageRoutes;
const rows = routes.flatMap((route) =>
  ['en-US', 'fr'].map((locale) => ({
    page: route.page,
    path: route[locale],
    url: site + route[locale],
    urls: vias.map((via) => origin(port, via) + route[locale]),
  })),
);
const reference = {
  page: 'bare Next page',
  path: '/',
  url: bare + '/',
  urls: vias.map((via) => origin(port + 1, via) + '/'),
};

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
// One series of runs for each method and way in: `${method} ${via index}`.
const series = methods.flatMap((method) => vias.map((via, v) => ({ method, via, v, key: `${method} ${v}` })));
for (const row of [...rows, reference]) row.runs = Object.fromEntries(series.map((s) => [s.key, []]));
for (let i = 0; i < runs; i++) {
  for (const row of [reference, ...rows]) {
    for (const { method, v, key } of series) {
      // Accessibility, best practices and SEO do not vary between runs: measured once.
      const categories =
        i === 0 && key === series[0].key
          ? ['performance', 'accessibility', 'best-practices', 'seo']
          : ['performance'];
      row.runs[key].push(await audit(row.urls[v], categories, method));
      process.stdout.write('.');
    }
  }
}
await chrome.kill();
for (const close of links) await close();
process.stdout.write('\n');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summarize = (row) => {
  const first = series.length ? row.runs[series[0].key][0].scores : {};
  Object.assign(row, {
    a11y: first.accessibility,
    bp: first['best-practices'],
    seo: first.seo,
    by: Object.fromEntries(
      series.map(({ key }) => {
        const r = row.runs[key];
        return [
          key,
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
// A Lighthouse category against its budget; '—' when no Lighthouse ran.
const category = (score, min) => (score === undefined ? '—' : check(score >= min, String(score)));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const lines = [
  `${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${os.cpus().length} cores, load ${loadBefore} before and ${load()} after, ` +
    (series.length
      ? `medians of ${runs} interleaved Lighthouse runs a method (mobile)`
      : 'no Lighthouse run'),
];
for (const { method, via, key } of series) {
  const ref = reference.by[key];
  lines.push(
    '',
    `${method === 'simulate' ? 'Simulated throttling (Lighthouse’s default, PageSpeed Insights)' : 'DevTools throttling (applied for real)'}, ${via.name}:`,
    '',
    '| page | path | perf (bare −) | FCP ms | LCP ms | LCP ÷ FCP | LCP ÷ bare LCP | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${reference.page} | | ${ref.perf} | ${ms(ref.fcp)} | ${ms(ref.lcp)} | ${(ref.lcp / ref.fcp).toFixed(2)} | 1.00 | ` +
      `${ms(ref.tbt)} | ${ref.cls.toFixed(3)} |`,
  );
  for (const r of rows) {
    const m = r.by[key];
    lines.push(
      `| ${r.page} | ${r.path} | ${check(ref.perf - m.perf <= budget.perfBelowBare, `${m.perf} (${m.perf - ref.perf})`)} | ` +
        `${ms(m.fcp)} | ${ms(m.lcp)} | ${(m.lcp / m.fcp).toFixed(2)} | ` +
        `${check(m.lcp / ref.lcp <= budget.lcpOverBareLcp, (m.lcp / ref.lcp).toFixed(2))} | ${ms(m.tbt)} | ` +
        `${check(m.cls < budget.cls, m.cls.toFixed(3))} |`,
    );
  }
}
lines.push(
  '',
  'Bytes before any interaction and the other Lighthouse categories:',
  '',
  '| page | path | JS KB (gzip) | JS ÷ bare | JS KB as sent | all KB as sent | a11y | BP | SEO |',
  '|---|---|---|---|---|---|---|---|---|',
  `| ${reference.page} | | ${kb(reference.jsGzipBytes)} | 1.00 | ${kb(reference.jsBytes)} | ${kb(reference.totalBytes)} | | | |`,
);
for (const r of rows)
  lines.push(
    `| ${r.page} | ${r.path} | ${kb(r.jsGzipBytes)} | ${check(r.jsGzipBytes / reference.jsGzipBytes <= budget.jsOverBare, (r.jsGzipBytes / reference.jsGzipBytes).toFixed(2))} | ` +
      `${kb(r.jsBytes)} | ${kb(r.totalBytes)} | ${category(r.a11y, budget.lighthouse.accessibility)} | ` +
      `${category(r.bp, budget.lighthouse['best-practices'])} | ${category(r.seo, budget.lighthouse.seo)} |`,
  );
// What each page's HTML is made of (uncompressed; "sent" is as transferred, compressed).
lines.push(
  '',
  'The document (KB):',
  '',
  '| page | path | sent | HTML | inline styles | flight data | markup |',
  '|---|---|---|---|---|---|---|',
);
for (const r of [reference, ...rows]) {
  const d = r.document;
  lines.push(
    `| ${r.page} | ${r === reference ? '' : r.path} | ${kb(d.sent)} | ${kb(d.html)} | ${kb(d.styles)} | ${kb(d.flight)} | ${kb(d.markup)} |`,
  );
}
if (interactionRows) {
  lines.push(
    '',
    `Interactions (longest Event Timing entry with an interactionId, CPU slowed 4×, 412 px, medians of ${runs}):`,
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
  `Budgets (perf-budget.json), for each method and way in: perf at most ${budget.perfBelowBare} below the bare page, ` +
    `LCP ÷ bare LCP ≤ ${budget.lcpOverBareLcp}, CLS < ${budget.cls}; JS ≤ ${budget.jsOverBare} × the bare page's; ` +
    `each interaction ≤ ${budget.interactionMs} ms.`,
);
if (Math.abs(reference.jsGzipBytes / 1024 - budget.bareJsKB) > 1)
  lines.push(
    '',
    `The bare page's JS is ${kb(reference.jsGzipBytes)} KB in gzip, not perf-budget.json's bareJsKB (${budget.bareJsKB}), which the JS budget test uses: update it.`,
  );
console.log(lines.join('\n'));
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/last.md', lines.join('\n') + '\n');
stop();
process.exit(over ? 1 : 0);
