// What Lighthouse's simulated throttling (PageSpeed Insights' method) counts in a page's LCP.
// The simulation estimates LCP from the requests and main-thread tasks of one unthrottled load:
// a request counts when it ended before the observed LCP, a script when its first evaluation also
// started before it (the task holding the LCP mark included). FCP counts the render-blocking
// requests only. This prints, per run, what LCP counts beyond FCP, so the gap has names.
//
//   npm run bench:lcp-graph -- http://localhost:3000/en-US [--runs 3]
//
// Needs a served build (npm run build && npm start) and Chromium (CHROMIUM_PATH).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromeFlags, chromePath } from './chromium.mjs';

const args = process.argv.slice(2);
const url = args.find((arg) => arg.startsWith('http'));
if (!url) {
  console.error('usage: npm run bench:lcp-graph -- URL [--runs N]');
  process.exit(2);
}
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;

const ms = (value) => `${Math.round(value)} ms`;
const name = (node) => {
  if (node.type === 'network') return `${node.request.resourceType} ${node.request.url.split('/').pop()}`;
  const scripts = [...node.getEvaluateScriptURLs()].filter((u) => u !== url).map((u) => u.split('/').pop());
  return `task${scripts.length ? ` evaluating ${scripts.join(', ')}` : ''}`;
};

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
try {
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: 'simulate',
      onlyCategories: ['performance'],
    });
    const { lhr, artifacts } = result;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    };
    const context = { computedCache: new Map() };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const observed = lhr.audits.metrics.details.items[0];
    console.log(
      `\nrun ${run}: observed FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}; ` +
        `simulated FCP ${ms(fcp.timing)}, LCP ${ms(lcp.timing)} (${(lcp.timing / fcp.timing).toFixed(2)} × FCP)`,
    );
    const inFcp = new Set([...fcp.pessimisticEstimate.nodeTimings.keys()].map((node) => node.id));
    const extra = [...lcp.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node]) => !inFcp.has(node.id))
      .sort((a, b) => a[1].endTime - b[1].endTime);
    console.log('  counted for LCP, not for FCP (simulated end):');
    for (const [node, timing] of extra) {
      const marks =
        node.type === 'cpu' && node.childEvents.some((e) => e.name === 'largestContentfulPaint::Candidate');
      console.log(
        `    ${ms(timing.endTime).padStart(8)}  ${name(node)}${marks ? '  ← holds the LCP mark' : ''}`,
      );
    }
  }
} finally {
  await chrome.kill();
}
