// The forms host alone on node:http, as its HTTP tests run it: no Next, no site build. The
// routes the site mounts (app/(forms-host)) and the TCP peer's address, which server.ts gives
// Next's handlers too. Run under the react-server condition, as Next runs the host's code.
// `tsx --conditions=react-server serve.ts PORT`; settings from the environment.
import http from 'node:http';
import { Readable } from 'node:stream';
import { createFormsHost } from '../../src/index';
import { PEER_ADDRESS_HEADER, peerHeaderValue } from '../../src/http/peerAddress';
import { logger } from '../../src/log';
import { NOTIFICATION, NOTIFICATION_WITH_A_BUG, TEAM_SETTINGS } from './labels';

const port = Number(process.argv[2]);
// `--notification-bug`: the notification's words throw as a bug in the site's would (a TypeError).
const buggy = process.argv[3] === '--notification-bug';
const host = createFormsHost({
  siteOrigin: 'http://localhost:3000',
  locales: ['en-US', 'fr'],
  notification: buggy ? NOTIFICATION_WITH_A_BUG : NOTIFICATION,
  team: TEAM_SETTINGS,
});
const routes: Record<string, Record<string, (request: Request) => Promise<Response>>> = {
  '/propulso/geo': host.routes.contact,
  '/propulso/career': host.routes.career,
  '/propulso/challenge': host.routes.challenge,
  '/propulso/visit': host.routes.visit,
  '/optin/subscribe/post-json': host.routes.optin,
  '/healthz': host.routes.health,
  '/readyz': host.routes.ready,
  '/metrics': host.routes.metrics,
};

function toRequest(incoming: http.IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  const method = incoming.method ?? 'GET';
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream);
  return new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url}`, {
    method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

const server = http.createServer(async (incoming, outgoing) => {
  // Overwrites any value a client sent: only the socket knows who is talking.
  incoming.headers[PEER_ADDRESS_HEADER] = peerHeaderValue(incoming.socket.remoteAddress ?? '');
  const path = new URL(incoming.url ?? '/', 'http://x').pathname;
  const route = path.startsWith('/team/') ? host.routes.team : routes[path];
  const handler = (route as Record<string, (request: Request) => Promise<Response>> | undefined)?.[
    incoming.method ?? ''
  ];
  if (!handler) return outgoing.writeHead(route ? 405 : 404).end();
  // As Next answers a route handler that throws: 500 and a log line, the process goes on.
  const response = await handler(toRequest(incoming)).catch((error: unknown) => {
    logger.error({ err: error }, 'unhandled error in a route');
    return new Response(null, { status: 500 });
  });
  outgoing.writeHead(response.status, [...response.headers].flat());
  if (!response.body) return outgoing.end();
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(outgoing);
});

try {
  if (host.env().FORMS_WORKER === 'on') host.worker.start();
} catch (error) {
  logger.fatal({ reason: error instanceof Error ? error.message : String(error) }, 'cannot start');
  process.exit(1);
}
server.listen(port, () => logger.info(`forms host on http://localhost:${port}`));
const stop = () => {
  server.close(() => void host.close().then(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
