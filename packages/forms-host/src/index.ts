// The forms host's door: createFormsHost(settings) → { routes, worker, close }.
import 'server-only';
import { contactSchema } from '@polyfence/lead-contract';
import { careerPayloadSchema } from './leads/careerPayload';
import { parseServerEnv, type ServerEnv } from './env';
import { hostOrNull, openHost, type FormsHost } from './host';
import { formRoute } from './http/formRoute';
import { healthRoute, readyRoute } from './http/health';
import { CAREER_BODY_LIMIT, CONTACT_BODY_LIMIT } from './http/limits';
import { optinRoute } from './http/optinRoute';
import { saveCareerPayload } from './leads/career';
import { saveContactRequest } from './leads/contact';
import type { FormsHostSettings } from './settings';
import { backgroundWorker } from './worker';

export type { FormsHostSettings, OptionLabels } from './settings';
export type { ServerEnv } from './env';

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
  return {
    env: settingsOf,
    /** Opens the store now (a server's start), so a bad setting or folder stops it at once. */
    open: () => void opened(),
    routes: {
      /** POST /propulso/geo */
      contact: formRoute(opened, settingsOf, {
        schema: contactSchema,
        bodyLimit: CONTACT_BODY_LIMIT,
        save: async (store, values, meta, channels) => ({
          ok: true,
          id: await saveContactRequest(store, values, meta, channels),
        }),
      }),
      /** POST /propulso/career */
      career: formRoute(opened, settingsOf, {
        schema: careerPayloadSchema,
        bodyLimit: CAREER_BODY_LIMIT,
        save: saveCareerPayload,
      }),
      /** GET /optin/subscribe/post-json */
      optin: optinRoute(opened),
      /** GET /healthz: 200 while the process serves. */
      health: healthRoute,
      /** GET /readyz: 200 once the store answers and its migrations are applied, 503 otherwise. */
      ready: readyRoute(() => hostOrNull(opened)),
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
