import 'server-only';
import { createFormsHost, logger, type FormsHostInstance } from '@polyfence/forms-host';
import { routing } from '@/i18n/routing';
import { formsPostElsewhere, publicEnv } from '@/lib/publicEnv';
import { notificationText, teamSettings } from '@/lib/team/settings';

// On globalThis: each route handler is its own bundle entry, and all must share one
// database connection, one rate limit and one worker.
const shared = globalThis as { __formsHost?: FormsHostInstance };

/** The built-in forms host, told what it needs of the site: its origin, locales and emails' words. */
export const formsHost = (shared.__formsHost ??= createFormsHost({
  siteOrigin: new URL(publicEnv.NEXT_PUBLIC_SITE_URL).origin,
  locales: routing.locales,
  notification: notificationText,
  team: teamSettings,
}));

/** When the forms post to another host, this one serves nothing: no store, no folder, no timer. */
export const externalFormsHost = formsPostElsewhere(publicEnv);

const notServed = async () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
const NOT_SERVED = {
  GET: notServed,
  HEAD: notServed,
  POST: notServed,
  PUT: notServed,
  PATCH: notServed,
  DELETE: notServed,
  OPTIONS: notServed,
};

/** The route handlers of app/(forms-host): the host's, or 404 for the forms' when they post elsewhere. */
export const formsHostRoutes = externalFormsHost
  ? {
      contact: NOT_SERVED,
      career: NOT_SERVED,
      challenge: NOT_SERVED,
      optin: NOT_SERVED,
      visit: NOT_SERVED,
      // No leads here: no team either.
      team: NOT_SERVED,
      health: formsHost.routes.health,
      // No store to wait for: ready while the process serves.
      ready: formsHost.routes.health,
      metrics: formsHost.routes.metrics,
    }
  : formsHost.routes;

/**
 * Server start, unless another host takes the leads: the store opens now, so a bad
 * DATA_DIR or setting stops the server at once, naming the problem, instead of losing the
 * first lead; then the background worker (deliveries, retention, the rate limit's sweep)
 * unless FORMS_WORKER=off (a worker process runs it).
 */
export function startFormsHost(): void {
  if (externalFormsHost) return;
  try {
    formsHost.open();
    if (formsHost.env().FORMS_WORKER === 'on') formsHost.worker.start();
  } catch (error) {
    logger.fatal({ reason: error instanceof Error ? error.message : String(error) }, 'cannot start');
    process.exit(1);
  }
}
