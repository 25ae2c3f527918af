import { randomUUID } from 'node:crypto';
import { logger, type Logger } from '../log';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id (a load balancer's) is kept only as a short token: it is copied into every line. */
const TOKEN = /^[A-Za-z0-9._-]{1,64}$/;

export function requestId(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && TOKEN.test(given) ? given : randomUUID();
}

/** A route's handler, given a logger that carries its request's id. */
export type LoggedHandler = (request: Request, log: Logger) => Promise<Response>;
export type Handler = (request: Request) => Promise<Response>;

/** Each method of `route` with its request's id: in what it logs, and in its answer's X-Request-Id. */
export function withRequestIds<M extends string>(route: Record<M, LoggedHandler>): Record<M, Handler> {
  const traced =
    (handler: LoggedHandler): Handler =>
    async (request) => {
      const reqId = requestId(request);
      const response = await handler(request, logger.child({ reqId }));
      response.headers.set(REQUEST_ID_HEADER, reqId);
      return response;
    };
  return Object.fromEntries(
    Object.entries<LoggedHandler>(route).map(([method, handler]) => [method, traced(handler)]),
  ) as Record<M, Handler>;
}
