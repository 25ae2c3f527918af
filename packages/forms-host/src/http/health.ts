import { getRow } from '../db/runner';
import type { FormsHost } from '../host';
import { logger, type Logger } from '../log';
import { withRequestIds } from './requestId';

/** How long readiness waits for the store before saying it is not ready. */
export const READY_TIMEOUT_MS = 2000;

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };
const answer = (status: number, body: string) => new Response(`${body}\n`, { status, headers: NO_STORE });

/** GET /healthz: the process serves. Touches nothing. */
export const healthRoute = withRequestIds({ GET: async () => answer(200, 'ok') });

/**
 * GET /readyz: the store answers a query (on PostgreSQL, once the migrations are applied:
 * every query waits for them) within READY_TIMEOUT_MS; 503 otherwise, so a load balancer
 * sends no lead to an instance that cannot keep it. Reads no row of anyone's.
 */
export function readyRoute(host: (log: Logger) => FormsHost | null) {
  // Each change is logged once, so an operator reading logs sees an outage begin and end.
  let wasReady = true;
  return withRequestIds({
    GET: async (_request: Request, log: Logger) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>(
        (resolve) => (timer = setTimeout(() => resolve('TimeoutError'), READY_TIMEOUT_MS)),
      );
      const store = host(log)?.store;
      const answered: Promise<string | null> = store
        ? store.batch([getRow('SELECT 1 AS ready')]).then(
            () => null,
            (error: unknown) => errorClass(error),
          )
        : Promise.resolve('StoreNotOpen');
      const problem = await Promise.race([answered, late]);
      clearTimeout(timer);
      if (problem && wasReady) logger.warn({ error: problem }, 'not ready: the store does not answer');
      if (!problem && !wasReady) logger.info('ready again: the store answers');
      wasReady = !problem;
      return problem ? answer(503, 'not ready') : answer(200, 'ready');
    },
  });
}

/** An error's class and code (ECONNREFUSED, 57P01…): what failed, never a value or a message. */
function errorClass(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  const kind = typeof name === 'string' ? name : 'Error';
  return typeof code === 'string' && /^[\w-]{1,32}$/.test(code) ? `${kind} ${code}` : kind;
}
