// The forms host's door: createFormsHost(settings) → { routes, worker, close }.
import 'server-only';
import { contactSchema } from '@polyfence/lead-contract';
import { careerPayloadSchema } from './leads/careerPayload';
import { parseServerEnv, type ServerEnv } from './env';
import { hostOrNull, openHost, releaseOf, type FormsHost } from './host';
import { formRoute } from './http/formRoute';
import { challengeRoute } from './http/challengeRoute';
import { healthRoute, readyRoute } from './http/health';
import { metricsRoute } from './http/metricsRoute';
import { formsMetrics } from './metrics';
import { CAREER_BODY_LIMIT, CONTACT_BODY_LIMIT } from './http/limits';
import { optinRoute } from './http/optinRoute';
import { visitRoute } from './http/visitRoute';
import { saveCareerPayload } from './leads/career';
import { saveContactRequest } from './leads/contact';
import type { FormsHostSettings } from './settings';
import { backgroundWorker } from './worker';
import { clientHash } from './host';
import { openInbox, openTeam, teamForms, teamRoutes, type InboxAccess, type TeamAccess } from './team';

export type {
  CallbackEmailText,
  EmailText,
  FormsHostSettings,
  NotificationText,
  OptionLabels,
  TeamSettings,
  Words,
} from './settings';
export {
  INVITE_COOKIE,
  INVITE_COOKIE_SECONDS,
  ROLES,
  SESSION_COOKIE,
  TeamRefusal,
  isTeamRefusal,
  type AuditCursor,
  type AuditRecord,
  type Caller,
  type Invitation,
  type Member,
  type Passkey,
  type Role,
  type TeamAccess,
  type InboxAccess,
  type LeadDetail,
  type LeadDelivery,
  type LeadNote,
  PAGE_SIZE,
  type Cursor,
  type DueCursor,
  type LeadFilters,
  type LeadListRow,
  LEAD_STATUSES,
  isLeadStatus,
  keptShare,
  type Figures,
  type WeekFigures,
  type LeadStatus,
  filtersOf,
  dayStart,
  type TeamPage,
  type TeamPagePath,
  type TeamFormAnswer,
  type TeamFormName,
} from './team';
export type { ServerEnv } from './env';
export { LOST_REASONS, isLostReason, centsOf, type LostReason } from './lifecycle/outcomes';
export {
  SOURCE_GROUPS,
  isSourceGroup,
  lastDays,
  monthOf,
  type Period,
  type SourceGroup,
  type SourceRow,
  type SourcesReport,
} from './inbox/sources';
export { sourcesQuery } from './inbox/sourcesQuery';
export { SPAM_REASONS, type SpamReason } from './spam/rules';
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
  const opened = () =>
    (host ??= openHost(settingsOf(), settings.locales, settings.notification, settings.team));
  const worker = backgroundWorker(opened);
  let team: TeamAccess | undefined;
  const teamOf = () => (team ??= openTeam(opened().store, settingsOf(), settings.team));
  let inbox: InboxAccess | undefined;
  const inboxOf = () =>
    (inbox ??= openInbox(
      opened().store,
      settingsOf(),
      settings.team,
      teamOf(),
      releaseOf(opened()),
      settings.notification,
    ));
  const { instrument } = formsMetrics();
  /** A route with its main method timed and its refusals counted. */
  const measured = <R extends Record<string, (request: Request) => Promise<Response>>>(
    route: R,
    name: string,
    method: keyof R,
  ): R => ({ ...route, [method]: instrument(name, route[method]!) });
  return {
    env: settingsOf,
    /** The team's data-access layer: sessions, members, passkeys, the audit log. */
    team: teamOf,
    /** The lead inbox's reads and actions, each on a caller the team's layer vouched for. */
    inbox: inboxOf,
    /** What a team page's form does, for its server action (which checked origin and session). */
    teamForm: (...args: Parameters<ReturnType<typeof teamForms>>) =>
      teamForms(teamOf(), inboxOf(), settings.locales)(...args),
    /** The hashed address of a request's client, as rows and the audit log keep it. */
    clientHash: (headers: Headers) => clientHash(opened(), { headers }),
    /** Opens the store now (a server's start), so a bad setting or folder stops it at once. */
    open: () => void opened(),
    routes: {
      /** POST /propulso/geo */
      contact: measured(
        formRoute(opened, settingsOf, {
          kind: 'contact',
          schema: contactSchema,
          bodyLimit: CONTACT_BODY_LIMIT,
          typed: (values) => ({ name: values.name, company: values.company_name, role: values.role }),
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
          typed: (values) => ({ name: values.name }),
          save: saveCareerPayload,
        }),
        'career',
        'POST',
      ),
      /** GET /propulso/challenge: a proof-of-work challenge for a form being filled in. */
      challenge: challengeRoute(opened, settingsOf),
      /** POST /propulso/visit: a page view, counted by day with no cookie or identifier. */
      visit: visitRoute(opened),
      /** GET /optin/subscribe/post-json */
      optin: measured(optinRoute(opened), 'optin', 'GET'),
      /** /team/...: the passkey ceremonies, a signed link's confirmation, the downloads. */
      team: teamRoutes(() => ({
        team: teamOf(),
        inbox: inboxOf(),
        origin: settingsOf().TEAM_ORIGIN,
        locales: settings.locales,
        pagePath: settings.team.pagePath,
        clientHash: (request) => clientHash(opened(), request),
        allowSignIn: async (hash) => (await opened().limiter.take(`team:${hash}`)).allowed,
      })),
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
export { shortTimeWords, zoneWords } from './clock/dueWords';
