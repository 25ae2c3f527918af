import path from 'node:path';
import { z } from 'zod';
import { parseBusinessHours, parseHolidays, parseWindow } from './clock/settings';
import { isLoopbackHost, parseSmtpUrl } from './mail/smtpUrl';
import { defaultTeamOrigin, teamOriginProblem } from './teamOrigin';

// Server-only settings of the built-in forms host and the production server, read when the
// server starts (not at build time, unlike the site's NEXT_PUBLIC_ variables).
// The one module that reads them from process.env: each is named, cleaned and defaulted here;
// LOG_LEVEL alone is log.ts's, since the logger exists before these are parsed.

/** Unset and empty are the same: the default applies. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const origin = z
  .url({ protocol: /^https?$/, error: 'must list absolute http(s) origins, comma-separated' })
  .transform((v) => new URL(v).origin);

/** A comma-separated list, blanks dropped, each item checked by `list`. */
const commaList = <T extends z.ZodType<unknown, string[]>>(list: T) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(list);

const originList = commaList(z.array(origin));

const positiveNumber = z.coerce.number({ error: 'must be a number' }).positive('must be more than 0');

const emailAddress = z.email({ error: 'must be an email address (name@example.com)' });

const emailList = commaList(z.array(emailAddress).min(1, 'must list at least one email address'));

/** A problem found by `problem` becomes the variable's error message. */
const checkedBy = (problem: (value: string) => string | undefined) =>
  z.string().superRefine((v, ctx) => {
    const message = problem(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Why a value is not an SMTP_URL; the message never quotes it (it holds a password). */
function smtpUrlProblem(value: string): string | undefined {
  try {
    parseSmtpUrl(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const DURATION_HINT = 'must be an ISO 8601 duration of days, hours or minutes (P1D, PT2H, P1DT4H)';

/** A text setting turned into its value by `parse`, which answers null for a malformed one. */
const parsedBy = <T>(parse: (value: string) => T | null, message: string) =>
  z.string().transform((value, ctx) => {
    const parsed = parse(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });

/** Why a value is no IANA time zone name (America/Toronto). */
function timeZoneProblem(value: string): string | undefined {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return undefined;
  } catch {
    return 'must be an IANA time zone name (e.g. America/Toronto)';
  }
}

// Standard Webhooks: "whsec_" + base64 of a random key of 24 to 64 bytes.
const WEBHOOK_SECRET = /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;
const MIN_SECRET_BYTES = 24;

function webhookSecretProblem(value: string): string | undefined {
  const base64 = WEBHOOK_SECRET.exec(value)?.[1];
  if (!base64) return 'must be whsec_ followed by base64 (e.g. "whsec_$(openssl rand -base64 32)")';
  if (Buffer.from(base64, 'base64').length < MIN_SECRET_BYTES) {
    return `must hold at least ${MIN_SECRET_BYTES} random bytes (e.g. "whsec_$(openssl rand -base64 32)")`;
  }
  return undefined;
}

// A webhook carries every lead's personal data: TLS, except to a relay on this machine.
const webhookUrl = z.url({ protocol: /^https?$/, error: 'must be an https:// URL' }).refine((v) => {
  // Refinements run after a failed check too: an unparsable URL is already reported.
  if (!URL.canParse(v)) return true;
  const url = new URL(v);
  return url.protocol === 'https:' || isLoopbackHost(url.hostname);
}, 'must be https:// (http:// only for localhost, 127.0.0.1 or [::1])');

/** Variables that only make sense together: setting one without the others is a mistake, not "off". */
const COMPANIONS = [
  ['SMTP_URL', 'LEADS_NOTIFY_TO', 'LEADS_NOTIFY_FROM'],
  ['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET'],
] as const;

export const serverEnvSchema = z
  .object({
    // Set: leads, outbox and rate limits in this PostgreSQL database, shared by every
    // instance. Unset: SQLite files in DATA_DIR.
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    DATA_DIR: optional(z.string()).transform((v) => path.resolve(/* turbopackIgnore: true */ v ?? 'data')),
    // Unset: the site's own origin (parseServerEnv's siteOrigin).
    FORMS_ALLOWED_ORIGINS: optional(originList),
    FORMS_RATE_LIMIT_PER_MINUTE: optional(positiveNumber).transform((v) => v ?? 5),
    FORMS_RATE_LIMIT_BURST: optional(positiveNumber.int('must be a whole number')).transform((v) => v ?? 10),
    FORMS_TRUST_PROXY: optional(
      z.coerce.number({ error: 'must be a number of proxies' }).int().min(0, 'must be 0 or more'),
    ).transform((v) => v ?? 0),
    FORMS_IP_SALT: optional(z.string().min(16, 'must be at least 16 characters')),
    FORMS_MAX_IN_FLIGHT: optional(positiveNumber.int('must be a whole number')).transform((v) => v ?? 16),
    FORMS_BODY_TIMEOUT_SECONDS: optional(positiveNumber).transform((v) => v ?? 30),
    // The origin team members sign in at: passkeys are bound to its host name, the team's
    // pages answer on its host only, and team actions from any other origin are refused.
    // Unset: a host of its own beside the site's (parseServerEnv).
    TEAM_ORIGIN: optional(origin),
    // The team's time zone: its pages show times in it, and the call-back clock runs in it.
    LEADS_TIMEZONE: optional(checkedBy(timeZoneProblem)).transform((v) => v ?? 'America/Toronto'),
    // The currency of a won lead's value (ISO 4217): the sources page and the ad platforms' files.
    LEADS_CURRENCY: optional(
      z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as CAD'),
    ).transform((v) => v ?? 'CAD'),
    // How soon a contact request / an application must be answered, in business time.
    LEADS_CALLBACK_WITHIN: optional(parsedBy(parseWindow, DURATION_HINT)).transform(
      (v) => v ?? { days: 1, minutes: 0 },
    ),
    LEADS_REPLY_WITHIN: optional(parsedBy(parseWindow, DURATION_HINT)).transform(
      (v) => v ?? { days: 5, minutes: 0 },
    ),
    LEADS_BUSINESS_HOURS: optional(
      parsedBy(parseBusinessHours, 'must be days and hours like "mon-fri 09:00-17:00"'),
    ).transform((v) => v ?? parseBusinessHours('mon-fri 09:00-17:00')!),
    LEADS_HOLIDAYS: optional(
      parsedBy(parseHolidays, 'must be qc, none, or YYYY-MM-DD dates separated by commas'),
    ).transform((v) => v ?? ({ kind: 'qc' } as const)),
    // round-robin: each new contact request or application goes to the next member not away.
    LEADS_ASSIGN: optional(z.enum(['off', 'round-robin'], { error: 'must be off or round-robin' })).transform(
      (v) => v ?? 'off',
    ),
    // Told when a lead is overdue; unset: every owner.
    LEADS_ESCALATE_TO: optional(emailList),
    // The visitor's acknowledgement email; unset: on when SMTP_URL is set (parseServerEnv).
    LEADS_ACKNOWLEDGE: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
    // Set: GET /metrics answers Prometheus text to `Authorization: Bearer METRICS_TOKEN`.
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    // required: a lead without a valid proof of work is kept as spam; off: none is asked
    // (a server's own integration, which has no browser to solve one).
    FORMS_PROOF_OF_WORK: optional(
      z.enum(['required', 'off'], { error: 'must be required or off' }),
    ).transform((v) => v ?? 'required'),
    // Leads one client may send in an hour; the next are held as spam (flood).
    FORMS_FLOOD_PER_HOUR: optional(positiveNumber.int('must be a whole number')).transform((v) => v ?? 10),
    // off: this process runs no background work (a worker process does: npm run worker).
    FORMS_WORKER: optional(z.enum(['on', 'off'], { error: 'must be on or off' })).transform((v) => v ?? 'on'),
    SMTP_URL: optional(checkedBy(smtpUrlProblem)),
    LEADS_NOTIFY_TO: optional(emailList),
    LEADS_NOTIFY_FROM: optional(emailAddress),
    // The language of the notification to LEADS_NOTIFY_TO (a member reads their own).
    LEADS_NOTIFY_LOCALE: optional(z.enum(['en-US', 'fr'], { error: 'must be en-US or fr' })).transform(
      (v) => v ?? 'en-US',
    ),
    LEADS_WEBHOOK_URL: optional(webhookUrl),
    LEADS_WEBHOOK_SECRET: optional(checkedBy(webhookSecretProblem)),
    LEADS_RETENTION_DAYS: optional(positiveNumber.int('must be a whole number of days')).transform(
      (v) => v ?? 180,
    ),
    LEADS_DELIVERY_TIMEOUT_SECONDS: optional(positiveNumber).transform((v) => v ?? 60),
    LEADS_RETRY_FIRST_DELAY_SECONDS: optional(positiveNumber).transform((v) => v ?? 10),
  })
  .superRefine(
    (env, ctx) => {
      for (const group of COMPANIONS) {
        const set = group.filter((name) => env[name] !== undefined);
        if (set.length === 0) continue;
        for (const name of group) {
          if (env[name] === undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [name],
              message: `required when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set`,
            });
          }
        }
      }
      // Each instance would otherwise make up its own salt in its DATA_DIR: the same client
      // would count as a different one on each, and the shared rate limit would not hold.
      if (env.DATABASE_URL && !env.FORMS_IP_SALT)
        ctx.addIssue({
          code: 'custom',
          path: ['FORMS_IP_SALT'],
          message: 'must be set (the same on every instance) when DATABASE_URL is',
        });
    },
    // Also when another variable is malformed, so one start names every problem.
    { when: () => true },
  );

export type ServerEnv = Omit<
  z.infer<typeof serverEnvSchema>,
  'FORMS_ALLOWED_ORIGINS' | 'TEAM_ORIGIN' | 'LEADS_ACKNOWLEDGE'
> & {
  FORMS_ALLOWED_ORIGINS: string[];
  TEAM_ORIGIN: string;
  LEADS_ACKNOWLEDGE: 'on' | 'off';
};

/** The site's public origin when nothing says otherwise, as a server started without settings sees it. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/**
 * Parses an environment; throws one error naming every malformed variable. `siteOrigin`
 * (the site's public origin) is who may post when FORMS_ALLOWED_ORIGINS is unset.
 */
export function parseServerEnv(
  env: Record<string, string | undefined>,
  siteOrigin: string = DEFAULT_SITE_ORIGIN,
): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  const issues = result.success ? [] : result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  const teamOrigin = result.data?.TEAM_ORIGIN ?? defaultTeamOrigin(siteOrigin);
  const teamProblem = teamOriginProblem(teamOrigin, siteOrigin);
  if (teamProblem) issues.push(`  TEAM_ORIGIN: ${teamProblem}`);
  if (!result.success || issues.length > 0)
    throw new Error(`Invalid forms host configuration:\n${issues.join('\n')}`);
  return {
    ...result.data,
    FORMS_ALLOWED_ORIGINS: result.data.FORMS_ALLOWED_ORIGINS ?? [new URL(siteOrigin).origin],
    TEAM_ORIGIN: teamOrigin,
    LEADS_ACKNOWLEDGE: result.data.LEADS_ACKNOWLEDGE ?? (result.data.SMTP_URL ? 'on' : 'off'),
  };
}

/** The production server's port (server.ts): its -p option, else PORT, else 3000. */
export const serverPort = (option: string | undefined): number => Number(option ?? process.env.PORT ?? 3000);
