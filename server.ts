// The production server: Next's request handler behind a thin Node HTTP server that
// refuses what Next cannot handle (it answers those with a bare 500 and logs a stack
// trace), gives Next one spelling of each path (no dot segments, no other host), bounds
// what locale negotiation reads, sheds forms requests past FORMS_MAX_IN_FLIGHT before
// Next spends anything on them, and gives the forms host the TCP peer's address, which
// a Web Request lacks.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { parseArgs } from 'node:util';
import next from 'next';
import { distDir, STATIC_PATH } from './lib/distDir';
import { cspManifestProblem } from './lib/security/cspManifest';
import { resourcePolicy } from './lib/security/csp';
import { securityHeaders } from './lib/security/headers';
import {
  clientGroup,
  createLogger,
  formsMetrics,
  PEER_ADDRESS_HEADER,
  peerHeaderValue,
  parseServerEnv,
  serverPort,
} from '@polyfence/forms-host/server';
import { boundedAcceptLanguage } from './i18n/acceptLanguage';
import { publicEnv } from './lib/publicEnv';
import {
  isFormsRequest,
  originFormTarget,
  overloaded,
  refusal,
  type Refusal,
} from './lib/security/frontDoor';
import { formsPlaceKind, formsPlaces } from './lib/security/formsPlaces';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const hostname = values.hostname;
const log = createLogger({ name: 'server' });

/** Stops the server at start, saying why in one line (the message names the variable). */
function cannotStart(error: unknown): never {
  log.fatal({ reason: error instanceof Error ? error.message : String(error) }, 'cannot start');
  process.exit(1);
}

Object.assign(process.env, { NODE_ENV: 'production' });
// A malformed setting stops the server here, naming the variable.
const { port, FORMS_MAX_IN_FLIGHT, FORMS_TRUST_PROXY } = (() => {
  try {
    return { port: serverPort(values.port), ...parseServerEnv(process.env, publicEnv.NEXT_PUBLIC_SITE_URL) };
  } catch (error) {
    return cannotStart(error);
  }
})();
// Without the build's script hashes every page's policy would block its scripts: a dead site.
const cspProblem = cspManifestProblem();
if (cspProblem) {
  log.fatal(cspProblem);
  process.exit(1);
}
const places = formsPlaces(FORMS_MAX_IN_FLIGHT);

const answer = (response: ServerResponse, refused: Refusal) =>
  response.writeHead(refused.status, refused.headers).end(refused.body);

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

// Brotli where the request takes it (browsers ask for it over HTTPS and from localhost), gzip
// otherwise: the home page's HTML is 25 KB instead of 38, since brotli's window reaches back over
// the flight data to the first copy of the stylesheets, which gzip's 32 KB cannot. Next's own
// compression (gzip only) is off (next.config.ts); Next flushes each chunk of a streamed page.
const compress = compression({
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as Handler;

// The build's static files as the build compressed them (lib/build/precompressStatic.ts): they
// never change, and compressing them again on every request took this one thread ~100 ms a page.
const staticFiles = sirv(path.join(__dirname, distDir, 'static'), {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: [],
  maxAge: 31_536_000,
  immutable: true,
  // What next.config.ts gives every response but the pages.
  setHeaders: (response, pathname) => {
    for (const { key, value } of securityHeaders) response.setHeader(key, value);
    response.setHeader('Content-Security-Policy', resourcePolicy);
    const text = /\.(js|css)$/.exec(pathname)?.[1];
    if (text)
      response.setHeader('Content-Type', `text/${text === 'js' ? 'javascript' : 'css'}; charset=utf-8`);
  },
});
/**
 * Answers from the build's static files, or hands the request on (a file it lacks: Next's 404).
 * Only GET and HEAD come this far (refusal in lib/security/frontDoor.ts).
 */
const serveStatic: Handler = (request, response, next) => {
  const url = request.url!;
  if (!url.startsWith(STATIC_PATH)) return next();
  request.url = url.slice(STATIC_PATH.length - 1);
  staticFiles(request, response, () => {
    request.url = url;
    next();
  });
};

const app = next({ dev: false, dir: __dirname, port, hostname });
const handle = app.getRequestHandler();

app
  .prepare()
  .then(() => {
    const server = createServer((request, response) => {
      const refused = refusal(request.method, request.url);
      if (refused) return answer(response, refused);
      // The one spelling of the path that Next routes on and the count below reads.
      request.url = originFormTarget(request.url)!;
      const languages = request.headers['accept-language'];
      if (languages !== undefined) request.headers['accept-language'] = boundedAcceptLanguage(languages);
      // Overwrites any value a client sent: only the socket knows who is talking.
      const peer = peerHeaderValue(request.socket.remoteAddress ?? '');
      request.headers[PEER_ADDRESS_HEADER] = peer;
      if (isFormsRequest(request.url)) {
        const forwarded = [request.headers['x-forwarded-for'] ?? []].flat().join(',');
        const client = clientGroup(
          new Headers({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': forwarded }),
          FORMS_TRUST_PROXY,
        );
        const free = places.take(formsPlaceKind(request.url), client);
        // The body is left unread: Node discards it, and the client still reads the answer.
        if (!free) {
          formsMetrics().shed();
          return answer(response, overloaded());
        }
        response.once('close', free);
      }
      // A precompressed file's encoding is left as it is.
      compress(request, response, () => serveStatic(request, response, () => void handle(request, response)));
    });
    server.on('error', (error) => {
      log.fatal({ reason: error.message }, 'cannot listen');
      process.exit(1);
    });
    server.listen(port, hostname, () => {
      log.info(`Ready on http://${hostname ?? 'localhost'}:${port}`);
    });
    // Requests under way finish; idle keep-alive connections close at once.
    const stop = () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 10_000).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  // A bad setting (named in the message) or an unusable DATA_DIR: stop rather than lose leads.
  .catch(cannotStart);
