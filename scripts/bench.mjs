#!/usr/bin/env node
// `npm run bench`: builds, serves the production build, and prints for every page of
// both locales the JS sent before interaction, total bytes, requests and Lighthouse
// mobile scores. Budgets: perf-budget.json. Exits 1 when a byte budget is exceeded.
// Flags: --no-build (reuse .next), --no-lighthouse, --port N, --runs N (Lighthouse runs a page, default 5).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measurePage, pageRoutes } from './measure-page.mjs';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 3300) || 3300;
const runs = args.includes('--runs') ? Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1) : 5;
const base = `http://localhost:${port}`;
const budget = JSON.parse(fs.readFileSync(new URL('../perf-budget.json', import.meta.url), 'utf8'));
const chromePath =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

if (!args.includes('--no-build')) {
  // The site's build (next build, which writes the per-page script hashes its policy serves).
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!fs.existsSync('.next/csp-manifest.json')) {
  console.error('.next/csp-manifest.json is missing: build with `npm run build` first.');
  process.exit(1);
}

const server = spawn('npx', ['next', 'start', '-p', String(port)], { stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/en-US`)).ok) break;
  } catch {}
  if (i > 100) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 300));
}

const rows = [];
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
for (const route of pageRoutes) {
  for (const locale of ['en-US', 'fr']) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const m = await measurePage(page, base + route[locale]);
    await context.close();
    rows.push({ page: route.page, path: route[locale], ...m });
  }
}
await browser.close();

if (!args.includes('--no-lighthouse')) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
  for (const row of rows) {
    const reports = [];
    // A run Lighthouse could not trace (e.g. NO_NAVSTART) is run again, a few times at most.
    for (let attempt = 0; reports.length < runs && attempt < runs + 3; attempt++) {
      const result = await lighthouse(base + row.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result.lhr.runtimeError && result.lhr.categories.performance.score !== null)
        reports.push(result.lhr);
    }
    if (reports.length === 0) throw new Error(`Lighthouse could not measure ${row.path}`);
    // Lighthouse's advice on variability: the run with the median performance score.
    // Layout shifts are not noise, so CLS is the worst run's.
    reports.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const { categories, audits } = reports[Math.floor(reports.length / 2)];
    row.lh = Object.fromEntries(
      Object.entries(categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
    );
    row.lcp = audits['largest-contentful-paint'].numericValue;
    row.tbt = audits['total-blocking-time'].numericValue;
    row.cls = Math.max(...reports.map((r) => r.audits['cumulative-layout-shift'].numericValue));
  }
  await chrome.kill();
}

const kb = (b) => (b / 1024).toFixed(1);
let overBytes = false;
const lines = [
  '| page | path | JS before interaction (KB, budget) | total KB | requests | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const r of rows) {
  const limit = r.page === 'home' ? budget.jsBeforeInteractionKB.home : budget.jsBeforeInteractionKB.other;
  const ok = r.jsBytes / 1024 <= limit;
  overBytes ||= !ok;
  const lh = r.lh ?? {};
  const mark = (v, min) => (v === undefined ? '–' : `${v}${v >= min ? '' : ' ✗'}`);
  lines.push(
    `| ${r.page} | ${r.path} | ${kb(r.jsBytes)} (${limit})${ok ? '' : ' ✗'} | ${kb(r.totalBytes)} | ${r.requests} | ` +
      `${mark(lh.performance, budget.lighthouse.performance)} | ${mark(lh.accessibility, 100)} | ` +
      `${mark(lh['best-practices'], 100)} | ${mark(lh.seo, 100)} | ${r.lcp?.toFixed(0) ?? '–'} | ` +
      `${r.tbt?.toFixed(0) ?? '–'} | ${r.cls === undefined ? '–' : r.cls.toFixed(3) + (r.cls < budget.cls ? '' : ' ✗')} |`,
  );
}
console.log(lines.join('\n'));
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/last.md', lines.join('\n') + '\n');
stop();
process.exit(overBytes ? 1 : 0);
