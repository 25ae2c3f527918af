import { timingSafeEqual } from 'node:crypto';
import type { ServerEnv } from '../env';
import { formsMetrics } from '../metrics';
import { withRequestIds } from './requestId';

const NO_STORE = { 'Cache-Control': 'no-store' };

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics: Prometheus text for `Authorization: Bearer METRICS_TOKEN`; 401 for any
 * other, 404 when no token is set (nothing is exposed by default).
 */
export const metricsRoute = (env: () => ServerEnv) =>
  withRequestIds({
    GET: async (request: Request) => {
      const token = env().METRICS_TOKEN;
      if (!token) return new Response(null, { status: 404, headers: NO_STORE });
      const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
      if (!sameToken(given, token))
        return new Response(null, { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } });
      const { registry } = formsMetrics();
      return new Response(await registry.metrics(), {
        status: 200,
        headers: { ...NO_STORE, 'Content-Type': registry.contentType },
      });
    },
  });
