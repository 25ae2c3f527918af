import { getRow } from '../db/runner';
import type { FormsHost } from '../host';
import type { Logger } from '../log';
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
  return withRequestIds({
    GET: async (_request: Request, log: Logger) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>(
        (resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)),
      );
      const store = host(log)?.store;
      const answered = store
        ? store.batch([getRow('SELECT 1 AS ready')]).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false);
      const ready = await Promise.race([answered, late]);
      clearTimeout(timer);
      return ready ? answer(200, 'ready') : answer(503, 'not ready');
    },
  });
}
