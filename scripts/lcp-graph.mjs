// What Lighthouse's simulated throttling (PageSpeed Insights' method) counts in a page's LCP.
// The simulation estimates LCP from the requests and main-thread tasks of one unthrottled load:
// a request counts when it ended before the observed LCP, a script when its first evaluation also
// started before it (the task holding the LCP mark included). FCP counts the render-blocking
// requests only. This prints, per run, what LCP counts beyond FCP, so the gap has names.
// --timeline also prints the observed load up to its LCP: the main thread's tasks, when each
// request ended, the frames drawn and the paint marks, to see what the first frame waited for.
// --link MS loads the page through a round trip of MS (scripts/delay-link.mjs), as a deployed site.
//
//   npm run bench:lcp-graph -- http://localhost:3000/en-US [--runs 3] [--timeline] [--link 40]
//
// Needs a served build (npm run build && npm start) and Chromium (CHROMIUM_PATH).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromeFlags, chromePath } from './chromium.mjs';
import { startDelayLink } from './delay-link.mjs';

const args = process.argv.slice(2);
const target = args.find((arg) => arg.startsWith('http'));
if (!target) {
  console.error('usage: npm run bench:lcp-graph -- URL [--runs N] [--timeline] [--link MS]');
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 3);
const linkMs = option('--link', 0);
const timeline = args.includes('--timeline');

// Through the link, the page is loaded from a port of its own in front of the server.
let url = target;
let closeLink = async () => {};
if (linkMs) {
  const targetUrl = new URL(target);
  const listenPort = Number(targetUrl.port || 80) + 1000;
  closeLink = await startDelayLink({ listenPort, targetPort: Number(targetUrl.port || 80), rttMs: linkMs });
  url = Object.assign(new URL(target), { port: String(listenPort) }).href;
}

/** The observed load up to `untilMs` after navigation: main-thread tasks of 2 ms or more with what
 * they did, the requests as they ended, frames drawn and paint marks, in time order. */
function printTimeline(events, untilMs) {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const mark = events.find((e) => e.name === 'largestContentfulPaint::Candidate');
  if (!start || !mark) return;
  const at = (e) => (e.ts - start.ts) / 1000;
  const main = (e) => e.pid === mark.pid && e.tid === mark.tid;
  const work = [
    'ParseHTML',
    'EvaluateScript',
    'FunctionCall',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'Commit',
  ];
  const sent = new Map();
  const lines = [];
  for (const e of events) {
    if (e.ts < start.ts || at(e) > untilMs) continue;
    if (main(e) && e.name === 'RunTask' && e.dur >= 2000) {
      const inside = events.filter(
        (k) =>
          main(k) &&
          k.ph === 'X' &&
          k.ts >= e.ts &&
          k.ts < e.ts + e.dur &&
          k.dur >= 1000 &&
          work.includes(k.name),
      );
      const what = inside.map(
        (k) =>
          `${k.name}${k.args?.data?.url ? ` ${k.args.data.url.split('/').pop()}` : ''} ${Math.round(k.dur / 1000)}`,
      );
      lines.push([at(e), `task ${Math.round(e.dur / 1000)} ms: ${what.join(', ')}`]);
    } else if (e.name === 'ResourceSendRequest') sent.set(e.args.data.requestId, e);
    else if (e.name === 'ResourceFinish' && sent.has(e.args.data.requestId)) {
      const request = sent.get(e.args.data.requestId);
      lines.push([
        at(e),
        `ended: ${request.args.data.url.split('/').pop()} (asked at ${Math.round(at(request))} ms)`,
      ]);
    } else if (e.name === 'DrawFrame') lines.push([at(e), 'frame drawn']);
    else if (main(e) && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))
      lines.push([at(e), `MARK ${e.name}`]);
  }
  for (const [time, line] of lines.sort((a, b) => a[0] - b[0]))
    console.log(`    ${time.toFixed(0).padStart(5)} ms  ${line}`);
}

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
    if (timeline) {
      console.log('  the observed load up to its LCP (ms after navigation):');
      printTimeline(artifacts.Trace.traceEvents, observed.observedLargestContentfulPaint + 20);
    }
  }
} finally {
  await chrome.kill();
  await closeLink();
}
