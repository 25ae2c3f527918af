// `npm run bench:headers`: what a hostile Accept-Language costs a page, beside an ordinary one.
// Serves the bare production build and, in 7 interleaved rounds, times 20 page requests with a
// browser's header and 20 with ~900 distinct well-formed tags (~14 KB), the home page's redirect
// alike, then /robots.txt while 16 page requests with either header are under way. Prints medians of the 7 rounds and each ratio to
// its ordinary twin. Flags: --rounds n (7), --requests n (20), --port n (3650), --no-build.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { newDataDir, removeTempDirs, startServer } from '../tests/integration/server';
import { ensureBareBuild } from '../tests/support/bare-build';
import { percentile } from './bench-stats';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    requests: { type: 'string', default: '20' },
    port: { type: 'string', default: '3650' },
    'no-build': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const requests = Number(values.requests);

const ORDINARY = 'fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7';
const HOSTILE = Array.from(
  { length: 900 },
  (_, i) => `fr-x-t${String(i).padStart(3, '0')};q=0.${(i % 9) + 1}`,
).join(',');

function get(port: number, path: string, languages?: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = languages ? { 'Accept-Language': languages } : {};
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

async function sequential(port: number, path: string, languages?: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) times.push(await get(port, path, languages));
  return median(times);
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function main() {
  if (!values['no-build']) ensureBareBuild();
  const port = Number(values.port);
  const server = await startServer({
    port,
    dataDir: newDataDir(),
    env: { FORMS_RATE_LIMIT_PER_MINUTE: '100000', FORMS_RATE_LIMIT_BURST: '100000' },
  });
  const rows: Record<string, number[]> = {
    'page, browser header': [],
    'page, 900 tags': [],
    'home redirect, browser header': [],
    'home redirect, 900 tags': [],
    '/robots.txt beside 16 pages, browser header': [],
    '/robots.txt beside 16 pages, 900 tags': [],
  };
  try {
    await sequential(port, '/en-US', ORDINARY); // warm-up
    for (let round = 0; round < rounds; round += 1) {
      rows['page, browser header']!.push(await sequential(port, '/en-US/contact', ORDINARY));
      rows['page, 900 tags']!.push(await sequential(port, '/en-US/contact', HOSTILE));
      rows['home redirect, browser header']!.push(await sequential(port, '/', ORDINARY));
      rows['home redirect, 900 tags']!.push(await sequential(port, '/', HOSTILE));
      for (const [name, languages] of [
        ['/robots.txt beside 16 pages, browser header', ORDINARY],
        ['/robots.txt beside 16 pages, 900 tags', HOSTILE],
      ] as const) {
        const flood = Array.from({ length: 16 }, () => get(port, '/fr', languages));
        rows[name]!.push(await get(port, '/robots.txt'));
        await Promise.all(flood);
      }
    }
  } finally {
    await server.stop();
    removeTempDirs();
  }
  const medianOf = (name: string) => median(rows[name]!);
  const pairs: [string, string][] = [
    ['page, 900 tags', 'page, browser header'],
    ['home redirect, 900 tags', 'home redirect, browser header'],
    ['/robots.txt beside 16 pages, 900 tags', '/robots.txt beside 16 pages, browser header'],
  ];
  console.log(
    `Accept-Language of ${HOSTILE.length} bytes; medians of ${rounds} rounds of ${requests} requests\n`,
  );
  console.log('| request | median ms | × its ordinary twin |');
  console.log('| --- | --: | --: |');
  for (const [hostile, ordinary] of pairs) {
    console.log(`| ${ordinary} | ${medianOf(ordinary).toFixed(1)} | 1.00 |`);
    console.log(
      `| ${hostile} | ${medianOf(hostile).toFixed(1)} | ${(medianOf(hostile) / medianOf(ordinary)).toFixed(2)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
