// The forms host's door: createFormsHost(settings) → { routes, worker, close }.
import 'server-only';
import { contactSchema } from '@polyfence/lead-contract';
import { careerPayloadSchema } from './leads/careerPayload';
import { parseServerEnv, type ServerEnv } from './env';
import { hostOrNull, openHost, type FormsHost } from './host';
import { formRoute } from './http/formRoute';
import { healthRoute, readyRoute } from './http/health';
import { metricsRoute } from './http/metricsRoute';
import { formsMetrics } from './metrics';
import { CAREER_BODY_LIMIT, CONTACT_BODY_LIMIT } from './http/limits';
import { optinRoute } from './http/optinRoute';
import { saveCareerPayload } from './leads/career';
import { saveContactRequest } from './leads/contact';
import type { FormsHostSettings } from './settings';
import { backgroundWorker } from './worker';

export type { FormsHostSettings, OptionLabels } from './settings';
export type { ServerEnv } from './env';
export { logger } from './log';

/**
 * The built-in forms host: its route handlers (Web Request → Response), its background
 * worker and a close for the store. Nothing opens until a handler or the worker first
 * needs it; a malformed setting throws then, naming the variable.
 */
export function createFormsHost(settings: FormsHostSettings) {
  let env: ServerEnv | undefined;
  let host: FormsHost | undefined;
  const settingsOf = () => (env ??= parseServerEnv(settings.env ?? process.env, settings.siteOrigin));
  const opened = () => (host ??= openHost(settingsOf(), settings.locales, settings.optionLabels));
  const worker = backgroundWorker(opened);
  const { instrument } = formsMetrics();
  /** A route with its main method timed and its refusals counted. */
  const measured = <R extends Record<string, (request: Request) => Promise<Response>>>(
    route: R,
    name: string,
    method: keyof R,
  ): R => ({ ...route, [method]: instrument(name, route[method]!) });
  return {
    env: settingsOf,
    /** Opens the store now (a server's start), so a bad setting or folder stops it at once. */
    open: () => void opened(),
    routes: {
      /** POST /propulso/geo */
      contact: measured(
        formRoute(opened, settingsOf, {
          kind: 'contact',
          schema: contactSchema,
          bodyLimit: CONTACT_BODY_LIMIT,
          save: async (store, values, meta, channels) => ({
            ok: true,
            id: await saveContactRequest(store, values, meta, channels),
          }),
        }),
        'contact',
        'POST',
      ),
      /** POST /propulso/career */
      career: measured(
        formRoute(opened, settingsOf, {
          kind: 'career',
          schema: careerPayloadSchema,
          bodyLimit: CAREER_BODY_LIMIT,
          save: saveCareerPayload,
        }),
        'career',
        'POST',
      ),
      /** GET /optin/subscribe/post-json */
      optin: measured(optinRoute(opened), 'optin', 'GET'),
      /** GET /healthz: 200 while the process serves. */
      health: healthRoute,
      /** GET /readyz: 200 once the store answers and its migrations are applied, 503 otherwise. */
      ready: readyRoute((log) => hostOrNull(opened, log)),
      /** GET /metrics, behind METRICS_TOKEN. */
      metrics: metricsRoute(settingsOf),
    },
    worker,
    /** Stops the worker, waits for the deliveries under way to be recorded, then closes the store. */
    async close() {
      worker.stop();
      await host?.outbox.stop();
      await host?.store.close?.();
    },
  };
}

export type FormsHostInstance = ReturnType<typeof createFormsHost>;
