// `npm run bench:forms`: the forms host under load. Serves the bare production build with a
// fresh DATA_DIR, then for each scenario measures requests/s and p50/p99 latency of the contact
// endpoint, and of page requests meanwhile, at a steady rate and at saturation.
// Prints a Markdown table, also written to bench-results/forms-last.md.
// Flags: --duration s (a phase, default 10), --rate n (steady contact posts/s, default 50),
// --concurrency n (saturation posters, default 50), --page-rate n (page GETs/s, default 10),
// --career-concurrency n (10 MiB career posters, default 2, 0 skips that phase), --port n (first
// port tried, default 3600), --scenario name (repeatable), --repeat n (the chosen scenarios n times,
// interleaved; notes give the median of each scenario's steady contact p99), --no-build (reuse
// .next-bare), --budget (exit 1 when the page p99 at saturation exceeds perf-budget.json's
// formsPageP99Ratio times the reference's).
// Exits 2 when it cannot run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CV_MAX_BYTES } from '@polyfence/lead-contract';
import { careerBody, contactBody } from '../packages/forms-host/test/support/payloads';
import { startReceiver, startSmtpServer } from '../packages/forms-host/test/support/receivers';
import {
  count,
  newDataDir,
  removeTempDirs,
  startServer,
  type FormsServer,
} from '../tests/integration/server';
import { BARE_DIST_DIR, ensureBareBuild } from '../tests/support/bare-build';
import { pdfBytes } from '../packages/forms-host/test/support/pdf';
import { startPostgres, type TestPostgres } from '../packages/forms-host/test/support/postgres';
import { Pool } from 'pg';
import { formatOutcomes, summarize, type Sample, type Summary } from './bench-stats';

const root = path.resolve(__dirname, '..');

/** One request, its body serialized once so that the client spends its time sending. */
interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Table that gets one row per 201, to check that every acknowledged request was stored. */
  table?: string;
}

/**
 * Open loop: `rate` requests a second on schedule whatever the answers, latency counted from
 * the scheduled time (a slow answer cannot delay the next send and hide itself).
 * Closed loop: `concurrency` clients, each sending again as soon as it is answered.
 */
type Load = { rate: number } | { concurrency: number };

interface Stream {
  name: string;
  request: RequestSpec;
  load: Load;
}

interface Phase {
  name: string;
  /** Run together for the phase's duration. */
  streams: Stream[];
  /** Its page p99 is what the other phases' page p99 is divided by. */
  reference?: boolean;
  /** With --budget, its page p99 ratio must stay within perf-budget.json's formsPageP99Ratio. */
  budgeted?: boolean;
}

/** A server configuration and the load put on it, one phase after the other. */
interface Scenario {
  name: string;
  /** Server variables on top of BENCH_ENV. */
  env: Record<string, string>;
  /** The leads in a PostgreSQL database of their own (DATABASE_URL), not SQLite. */
  postgres?: boolean;
  /** Servers sharing the store, each taking its turn of the requests (default 1). */
  instances?: number;
  phases: Phase[];
}

/**
 * Every request comes from one loopback address: the per-address rate limit would answer 429,
 * and one client holds a quarter of the places in flight (64: the default 16 for this one).
 */
const BENCH_ENV = {
  FORMS_RATE_LIMIT_PER_MINUTE: '1000000',
  FORMS_RATE_LIMIT_BURST: '1000000',
  FORMS_MAX_IN_FLIGHT: '64',
};
const PAGE_STREAM = 'page GET /en-US';
const REQUEST_TIMEOUT_MS = 30_000;
/** Open-loop connections: enough that arrivals are not held back by the client's own pool. */
const OPEN_LOOP_SOCKETS = 256;

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rate: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '50' },
    'page-rate': { type: 'string', default: '10' },
    'career-concurrency': { type: 'string', default: '2' },
    port: { type: 'string', default: '3600' },
    scenario: { type: 'string', multiple: true },
    'no-build': { type: 'boolean', default: false },
    repeat: { type: 'string', default: '1' },
    budget: { type: 'boolean', default: false },
  },
});

function numberFlag(name: keyof typeof flags, min: number): number {
  const value = Number(flags[name]);
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number ≥ ${min}`);
  return value;
}

const json = (value: unknown): Omit<RequestSpec, 'path'> => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

/** Where the delivery scenario's notifications go: real local servers, as in the integration tests. */
interface DeliveryTargets {
  smtpUrl: string;
  webhookUrl: string;
}

const WEBHOOK_SECRET = `whsec_${Buffer.from('bench secret of thirty-two bytes').toString('base64')}`;

function scenarios(delivery: DeliveryTargets): Scenario[] {
  const page: Stream = {
    name: PAGE_STREAM,
    // What a browser sends: the server compresses the page as it would for a visitor.
    request: {
      method: 'GET',
      path: '/en-US',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    },
    load: { rate: numberFlag('page-rate', 0.1) },
  };
  const contact: RequestSpec = { path: '/propulso/geo', table: 'contact_requests', ...json(contactBody()) };
  const career: RequestSpec = {
    path: '/propulso/career',
    table: 'applications',
    ...json(careerBody(pdfBytes(CV_MAX_BYTES))),
  };
  const careerConcurrency = numberFlag('career-concurrency', 0);
  const steadyAndSaturation = (): Phase[] => [
    {
      name: 'steady',
      streams: [{ name: 'contact POST', request: contact, load: { rate: numberFlag('rate', 0.1) } }, page],
    },
    {
      name: 'saturation',
      budgeted: true,
      streams: [
        { name: 'contact POST', request: contact, load: { concurrency: numberFlag('concurrency', 1) } },
        page,
      ],
    },
  ];
  return [
    {
      name: 'postgres, 1 instance',
      env: {},
      postgres: true,
      phases: [{ name: 'reference', reference: true, streams: [page] }, ...steadyAndSaturation()],
    },
    {
      name: 'postgres, 2 instances',
      env: {},
      postgres: true,
      instances: 2,
      phases: [{ name: 'reference', reference: true, streams: [page] }, ...steadyAndSaturation()],
    },
    {
      name: 'sqlite',
      env: {},
      phases: [
        { name: 'reference', reference: true, streams: [page] },
        ...steadyAndSaturation(),
        ...(careerConcurrency > 0
          ? [
              {
                name: 'career 10 MiB',
                streams: [
                  { name: 'career POST', request: career, load: { concurrency: careerConcurrency } },
                  page,
                ],
              },
            ]
          : []),
      ],
    },
    {
      // Every lead also queues an email and a webhook, delivered meanwhile by the server's worker.
      name: 'sqlite, delivery on',
      env: {
        SMTP_URL: delivery.smtpUrl,
        LEADS_NOTIFY_TO: 'sales@example.test',
        LEADS_NOTIFY_FROM: 'site@example.test',
        LEADS_WEBHOOK_URL: delivery.webhookUrl,
        LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      phases: [{ name: 'reference', reference: true, streams: [page] }, ...steadyAndSaturation()],
    },
  ];
}

/** The scenario's servers, started the way the integration tests do (their startServer), and its row counter. */
async function serve(scenario: Scenario, firstPort: number, postgres: () => Promise<TestPostgres>) {
  const env: Record<string, string> = { ...BENCH_ENV, ...scenario.env };
  let countRows: (table: string) => Promise<number>;
  let closeStore = async () => {};
  const dataDir = newDataDir();
  if (scenario.postgres) {
    const url = (await postgres()).createDatabase(`bench_${scenario.name.replace(/\W+/g, '_')}`);
    // Every instance must hash a client alike for the shared rate limit.
    Object.assign(env, { DATABASE_URL: url, FORMS_IP_SALT: 'bench salt shared by every instance' });
    const pool = new Pool({ connectionString: url, max: 1 });
    countRows = async (table) => Number((await pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    closeStore = () => pool.end();
  } else {
    countRows = async (table) => count(dataDir, table);
  }
  const servers: FormsServer[] = [];
  let port = firstPort;
  for (let i = 0; i < (scenario.instances ?? 1); i++) {
    port = await freePort(port);
    servers.push(await startServer({ port, dataDir, env }));
    port += 1;
  }
  return { servers, countRows, closeStore };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${from} to ${from + 99}`);
}

/** Sends one request; resolves with its status, or how it failed. Never rejects. */
function send(agent: http.Agent, base: URL, spec: RequestSpec): Promise<number | string> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: number | string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const headers = spec.body
      ? { ...spec.headers, 'content-length': String(spec.body.length) }
      : spec.headers;
    const request = http.request(
      { host: base.hostname, port: base.port, path: spec.path, method: spec.method, agent, headers },
      (response) => {
        const status = response.statusCode ?? 0;
        // A refusal the client cannot act on is worth seeing apart.
        const outcome =
          (status === 429 || status === 503) && !response.headers['retry-after']
            ? `${status} without Retry-After`
            : status;
        response.on('end', () => settle(outcome));
        response.on('close', () => settle(response.complete ? outcome : 'error'));
        response.resume();
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      settle('timeout');
    }, REQUEST_TIMEOUT_MS);
    request.on('error', () => settle('error'));
    request.end(spec.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StreamResult {
  stream: Stream;
  summary: Summary;
}

async function runStream(bases: URL[], stream: Stream, durationMs: number): Promise<StreamResult> {
  const { load, request } = stream;
  // Round robin over the instances, as a load balancer would.
  let next = 0;
  const base = () => bases[next++ % bases.length]!;
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 'rate' in load ? OPEN_LOOP_SOCKETS : load.concurrency,
  });
  const samples: Sample[] = [];
  const start = performance.now();
  if ('rate' in load) {
    const interval = 1000 / load.rate;
    const total = Math.max(1, Math.round((load.rate * durationMs) / 1000));
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const scheduled = start + i * interval;
      const wait = scheduled - performance.now();
      if (wait > 1) await sleep(wait);
      inFlight.push(
        send(agent, base(), request).then((outcome) => {
          samples.push({ latencyMs: performance.now() - scheduled, outcome });
        }),
      );
    }
    await Promise.all(inFlight);
  } else {
    const end = start + durationMs;
    await Promise.all(
      Array.from({ length: load.concurrency }, async () => {
        while (performance.now() < end) {
          const sent = performance.now();
          const outcome = await send(agent, base(), request);
          samples.push({ latencyMs: performance.now() - sent, outcome });
        }
      }),
    );
  }
  const elapsed = performance.now() - start;
  agent.destroy();
  return { stream, summary: summarize(samples, elapsed) };
}

/** The first requests load each route's code: sent before any phase, not counted. */
async function warmUp(base: URL, scenario: Scenario): Promise<Map<RequestSpec, number>> {
  const agent = new http.Agent({ keepAlive: true });
  const created = new Map<RequestSpec, number>();
  const requests = new Set(scenario.phases.flatMap((phase) => phase.streams.map((s) => s.request)));
  for (const request of requests) {
    const times = (request.body?.length ?? 0) > 1024 * 1024 ? 2 : 10;
    for (let i = 0; i < times; i++) {
      const outcome = await send(agent, base, request);
      if (outcome === 201) created.set(request, (created.get(request) ?? 0) + 1);
      else if (typeof outcome !== 'number' || outcome >= 300)
        throw new Error(`warm-up: ${request.method} ${request.path} answered ${outcome}`);
    }
  }
  agent.destroy();
  return created;
}

interface PhaseResult {
  phase: Phase;
  streams: StreamResult[];
  /** The load generator's own event-loop delay: when high, the client and not the server was slow. */
  clientLagP99: number;
}

async function runPhase(bases: URL[], phase: Phase, durationMs: number): Promise<PhaseResult> {
  const resolutionMs = 10;
  const lag = monitorEventLoopDelay({ resolution: resolutionMs });
  lag.enable();
  const streams = await Promise.all(phase.streams.map((stream) => runStream(bases, stream, durationMs)));
  lag.disable();
  // The histogram holds whole intervals between its timer's runs: the delay is what exceeds it.
  return { phase, streams, clientLagP99: Math.max(0, lag.percentile(99) / 1e6 - resolutionMs) };
}

/**
 * Whether every acknowledged request was stored once: at least one row per 201, and no more
 * rows than that plus the requests whose answer never came.
 */
async function checkRows(
  countRows: (table: string) => Promise<number>,
  warmed: Map<RequestSpec, number>,
  phases: PhaseResult[],
): Promise<string[]> {
  const byTable = new Map<string, { acknowledged: number; unknown: number }>();
  const add = (request: RequestSpec, acknowledged: number, unknown: number) => {
    if (!request.table) return;
    const entry = byTable.get(request.table) ?? { acknowledged: 0, unknown: 0 };
    byTable.set(request.table, {
      acknowledged: entry.acknowledged + acknowledged,
      unknown: entry.unknown + unknown,
    });
  };
  for (const [request, created] of warmed) add(request, created, 0);
  for (const { streams } of phases) {
    for (const { stream, summary } of streams) {
      const unknown = (summary.outcomes.error ?? 0) + (summary.outcomes.timeout ?? 0);
      add(stream.request, summary.outcomes[201] ?? 0, unknown);
    }
  }
  const problems: string[] = [];
  for (const [table, { acknowledged, unknown }] of byTable) {
    const rows = await countRows(table);
    if (rows < acknowledged || rows > acknowledged + unknown)
      problems.push(`${table}: ${rows} rows for ${acknowledged} answered 201 (${unknown} unanswered)`);
  }
  return problems;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const perSecond = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const loadLabel = (load: Load) => ('rate' in load ? `${load.rate}/s open` : `${load.concurrency} closed`);

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<number> {
  const durationMs = numberFlag('duration', 1) * 1000;
  const smtp = await startSmtpServer();
  const receiver = await startReceiver();
  stopReceivers = async () => {
    await smtp.close();
    await receiver.close();
  };
  const all = scenarios({ smtpUrl: smtp.url, webhookUrl: receiver.url });
  const picked = flags.scenario ? all.filter((s) => flags.scenario!.includes(s.name)) : all;
  // Repeated runs interleave the scenarios: a slow minute of the machine falls on each alike.
  const chosen = Array.from({ length: numberFlag('repeat', 1) }, () => picked).flat();
  if (picked.length === 0)
    throw new Error(`--scenario: no scenario ${flags.scenario} (${all.map((s) => s.name).join(', ')})`);
  const ratioBudget: number | undefined = flags.budget
    ? JSON.parse(fs.readFileSync(path.join(root, 'perf-budget.json'), 'utf8')).formsPageP99Ratio
    : undefined;
  if (flags.budget && typeof ratioBudget !== 'number')
    throw new Error('--budget: perf-budget.json has no formsPageP99Ratio');

  if (flags['no-build']) {
    if (!fs.existsSync(path.join(root, BARE_DIST_DIR, 'BUILD_ID')))
      throw new Error(`--no-build: ${BARE_DIST_DIR} is missing (npm run test:integration builds it)`);
  } else {
    ensureBareBuild((line) => console.error(line));
  }

  const header = [
    `Forms host benchmark, ${new Date().toISOString()}, commit ${gitCommit()}, ${durationMs / 1000} s a phase, ` +
      `${os.cpus().length} CPUs, load average before ${os.loadavg()[0]!.toFixed(2)}`,
    '',
    '| scenario | phase | stream | load | req/s | 2xx/s | p50 ms | p99 ms | max ms | page p99 ÷ reference | statuses |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows: string[] = [];
  const notes: string[] = [];
  let overBudget = false;
  /** Contact p99 of the steady phase, by scenario, one per run: delivery on is read beside delivery off. */
  const steadyContactP99 = new Map<string, number[]>();

  // One PostgreSQL server for the scenarios that use it, started on first need.
  let pg: TestPostgres | undefined;
  const postgres = async () => (pg ??= await startPostgres());
  stopPostgres = () => pg?.stop();

  for (const scenario of chosen) {
    console.error(`${scenario.name}: starting ${scenario.instances ?? 1} server(s)…`);
    const { servers, countRows, closeStore } = await serve(scenario, numberFlag('port', 1), postgres);
    stopOnExit = () => servers.forEach((server) => void server.stop('SIGKILL'));
    try {
      const bases = servers.map((server) => new URL(server.url));
      const warmed = new Map<RequestSpec, number>();
      for (const base of bases)
        for (const [request, created] of await warmUp(base, scenario))
          warmed.set(request, (warmed.get(request) ?? 0) + created);
      const results: PhaseResult[] = [];
      for (const phase of scenario.phases) {
        console.error(`${scenario.name}: ${phase.name}, ${durationMs / 1000} s…`);
        results.push(await runPhase(bases, phase, durationMs));
      }

      const pageP99 = (result: PhaseResult | undefined) =>
        result?.streams.find((s) => s.stream.name === PAGE_STREAM)?.summary.p99 ?? NaN;
      const referenceP99 = pageP99(results.find((r) => r.phase.reference));
      for (const result of results) {
        for (const { stream, summary } of result.streams) {
          const ratio =
            stream.name === PAGE_STREAM && !result.phase.reference ? summary.p99 / referenceP99 : NaN;
          rows.push(
            `| ${scenario.name} | ${result.phase.name} | ${stream.name} | ${loadLabel(stream.load)} | ` +
              `${perSecond(summary.perSecond)} | ${perSecond(summary.okPerSecond)} | ${ms(summary.p50)} | ` +
              `${ms(summary.p99)} | ${ms(summary.max)} | ${Number.isNaN(ratio) ? '' : `×${ratio.toFixed(1)}`} | ` +
              `${formatOutcomes(summary.outcomes)} |`,
          );
        }
        if (result.phase.budgeted && ratioBudget !== undefined) {
          const ratio = pageP99(result) / referenceP99;
          const ok = ratio <= ratioBudget;
          overBudget ||= !ok;
          notes.push(
            `${ok ? 'within budget' : '✗ over budget'}: ${scenario.name} ${result.phase.name}, page p99 ` +
              `×${ratio.toFixed(1)} of reference (budget ×${ratioBudget})`,
          );
        }
      }
      notes.push(
        `${scenario.name}: client event-loop delay p99 (high means the load generator, not the server, ` +
          `was slow): ${results.map((r) => `${r.phase.name} ${ms(r.clientLagP99)} ms`).join(', ')}`,
      );
      const steady = results.find((r) => r.phase.name === 'steady')?.streams[0];
      if (steady)
        steadyContactP99.set(scenario.name, [
          ...(steadyContactP99.get(scenario.name) ?? []),
          steady.summary.p99,
        ]);
      const saturated = results.find((r) => r.phase.name === 'saturation')?.streams[0]?.summary.okPerSecond;
      if (
        steady &&
        'rate' in steady.stream.load &&
        saturated !== undefined &&
        steady.stream.load.rate >= saturated
      )
        notes.push(
          `${scenario.name}: the steady rate (${steady.stream.load.rate}/s) is not below the 2xx/s at ` +
            `saturation (${perSecond(saturated)}): lower --rate`,
        );
      for (const problem of await checkRows(countRows, warmed, results))
        notes.push(`✗ ${scenario.name}: ${problem}`);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await closeStore();
      stopOnExit = () => undefined;
      removeTempDirs();
    }
  }
  pg?.stop();
  stopPostgres = () => undefined;

  await stopReceivers();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [name, values] of steadyContactP99)
    if (values.length > 1)
      notes.push(
        `${name}: steady contact p99 over ${values.length} runs: ${values.map(ms).join(', ')} ms, median ${ms(median(values))}`,
      );
  const on = steadyContactP99.get('sqlite, delivery on');
  const off = steadyContactP99.get('sqlite');
  if (on && off)
    notes.push(
      `contact p99 at the steady rate (median of runs), delivery on ÷ off: ×${(median(on) / median(off)).toFixed(2)}`,
    );

  const report = [
    ...header,
    ...rows,
    '',
    ...notes.map((note) => `- ${note}`),
    `- load average after: ${os.loadavg()[0]!.toFixed(2)}`,
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results/forms-last.md'), report + '\n');
  return overBudget ? 1 : 0;
}

// The server is its own process group: end it with us, however we end.
let stopOnExit: () => void = () => undefined;
let stopReceivers: () => Promise<void> = async () => undefined;
let stopPostgres: () => void = () => undefined;
process.on('exit', () => stopPostgres());
process.on('exit', () => stopOnExit());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopOnExit();
    removeTempDirs();
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
