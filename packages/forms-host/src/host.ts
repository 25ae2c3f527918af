import { decodeLeadSource, LEAD_SOURCE_HEADER } from '@polyfence/lead-contract';
import { openStore } from './db/open';
import { logger, logRequestFailure, type Logger } from './log';
import { formsMetrics } from './metrics';
import type { SqlRunner } from './db/runner';
import type { ServerEnv } from './env';
import { addressSalt, clientAddress, hashAddress } from './http/clientAddress';
import type { RateLimiter } from './http/rateLimit';
import { requestLocale } from './http/requestLocale';
import type { LeadKind, RequestMeta } from './leads/kind';
import { businessClock, type BusinessClock } from './clock/businessTime';
import { configuredChannels } from './outbox/channels';
import type { ChannelName } from './outbox/queue';
import { OutboxWorker } from './outbox/worker';
import type { NotificationText, TeamSettings } from './settings';
import {
  acknowledgementChannel,
  teamClockChannel,
  type CallbackChannelOptions,
} from './outbox/callbackEmails';
import { teamLinks } from './outbox/teamLinks';
import type { Channel } from './outbox/notice';
import { mailer } from './mail/send';
import { htmlDocument, htmlParagraphs } from './mail/html';
import { sendWeeklySummaries, type SummaryOptions } from './inbox/weeklySummary';

/** Everything the forms host's handlers and its worker share in one process. */
export interface FormsHost {
  env: ServerEnv;
  /** The site's locales: a lead's language is one of them. */
  locales: readonly string[];
  /**
   * The leads database (db/open.ts): PostgreSQL when DATABASE_URL is set, else SQLite
   * on a thread of its own, so requests never wait on the disk.
   */
  store: SqlRunner;
  /** Where each new lead is announced (the visitor's acknowledgement too); queued with it. */
  channels: ChannelName[];
  /** True when the clock's reminders and escalations can be emailed (SMTP_URL is set). */
  clockEmails: boolean;
  outbox: OutboxWorker;
  limiter: RateLimiter;
  salt: string;
  /** The team's business time (LEADS_TIMEZONE, LEADS_BUSINESS_HOURS, LEADS_HOLIDAYS). */
  clock: BusinessClock;
  /** Sends the owners last week's figures on Monday morning (null without SMTP); how many went. */
  weeklySummary: ((now: Date) => Promise<number>) | null;
}

/** Opens the store (the folder, the salt, the migrated database) and sets up delivery. */
export function openHost(
  env: ServerEnv,
  locales: readonly string[],
  notification: Readonly<Record<string, NotificationText>>,
  team: TeamSettings,
): FormsHost {
  const { store, limiter } = openStore(env);
  const { channels, announce } = hostChannels(store, env, locales, notification, team);
  const metrics = formsMetrics();
  metrics.observe(store);
  return {
    env,
    locales,
    store,
    channels: announce,
    clockEmails: channels.some((channel) => channel.name === 'reminder'),
    outbox: new OutboxWorker(store, channels, {
      leaseMs: env.LEADS_DELIVERY_TIMEOUT_SECONDS * 1000,
      firstDelayMs: env.LEADS_RETRY_FIRST_DELAY_SECONDS * 1000,
      onGiveUp: (delivery) =>
        logger.error(
          {
            channel: delivery.channel,
            notification: delivery.id,
            leadKind: delivery.lead_kind,
            leadId: delivery.lead_id,
            attempts: delivery.attempts,
          },
          'gave up on a notification; npm run leads -- retry requeues it',
        ),
      onOutcome: metrics.delivery,
      onProgrammingError: (delivery, error, first) => {
        metrics.programmingError(delivery.channel);
        if (first)
          logger.error(
            {
              error: error.name,
              channel: delivery.channel,
              leadKind: delivery.lead_kind,
              notification: delivery.id,
            },
            'a notification could not be built (a programming error): retried until a fixed version delivers it',
          );
      },
    }),
    limiter,
    salt: addressSalt(env.DATA_DIR, env.FORMS_IP_SALT),
    clock: businessClock({
      timeZone: env.LEADS_TIMEZONE,
      hours: env.LEADS_BUSINESS_HOURS,
      holidays: env.LEADS_HOLIDAYS,
    }),
    weeklySummary: weeklySummary(store, env, locales, team),
  };
}

/** The owners' weekly summary, sent through SMTP_URL from LEADS_NOTIFY_FROM; null without them. */
function weeklySummary(store: SqlRunner, env: ServerEnv, locales: readonly string[], team: TeamSettings) {
  const { SMTP_URL, LEADS_NOTIFY_FROM: from } = env;
  if (!SMTP_URL || !from) return null;
  const timeoutMs = Math.min(30_000, (env.LEADS_DELIVERY_TIMEOUT_SECONDS * 1000) / 2);
  const send = mailer({ smtpUrl: SMTP_URL, from, timeoutMs });
  const options: SummaryOptions = {
    store,
    timeZone: env.LEADS_TIMEZONE,
    texts: team.weeklyEmail,
    defaultLocale: locales[0] ?? 'en-US',
    link: (locale) => `${env.TEAM_ORIGIN}${team.pagePath(locale, 'figures')}`,
    send: (to, { subject, text }) =>
      send({ to, subject, text, html: htmlDocument('', htmlParagraphs(text)) }),
  };
  return (now: Date) => sendWeeklySummaries(options, now);
}

/**
 * Every channel the outbox delivers on, and those a new lead is queued on: the team's email
 * and webhook, and the visitor's acknowledgement when LEADS_ACKNOWLEDGE is on. With SMTP set,
 * the clock's reminders and escalations too, and the team's emails link to the lead.
 */
function hostChannels(
  store: SqlRunner,
  env: ServerEnv,
  locales: readonly string[],
  notification: Readonly<Record<string, NotificationText>>,
  team: TeamSettings,
): { channels: Channel[]; announce: ChannelName[] } {
  const links = teamLinks({
    store,
    origin: env.TEAM_ORIGIN,
    pagePath: team.pagePath,
    locales,
    texts: team.callbackEmail,
    notification,
    teamLocale: env.LEADS_NOTIFY_LOCALE,
  });
  const channels = configuredChannels(env, notification, links);
  const announce = channels.map((channel) => channel.name);
  if (env.SMTP_URL && env.LEADS_NOTIFY_FROM) {
    const options: CallbackChannelOptions = {
      smtpUrl: env.SMTP_URL,
      from: env.LEADS_NOTIFY_FROM,
      timeoutMs: Math.min(30_000, (env.LEADS_DELIVERY_TIMEOUT_SECONDS * 1000) / 2),
      timeZone: env.LEADS_TIMEZONE,
      links,
    };
    channels.push(
      acknowledgementChannel(options),
      teamClockChannel('reminder', options),
      teamClockChannel('escalation', { ...options, escalateTo: env.LEADS_ESCALATE_TO }),
    );
    if (env.LEADS_ACKNOWLEDGE === 'on') announce.push('acknowledgement');
  }
  return { channels, announce };
}

/** The hashed client address that rate limits and rows are keyed by. */
export function clientHash(host: FormsHost, request: Pick<Request, 'headers'>): string {
  return hashAddress(clientAddress(request.headers, host.env.FORMS_TRUST_PROXY), host.salt);
}

/**
 * When a lead of `kind` that arrived (or was released from spam) at `from` must be answered:
 * a contact request LEADS_CALLBACK_WITHIN later, an application LEADS_REPLY_WITHIN, in the
 * team's business time; a subscription has no clock.
 */
export function dueAt(host: FormsHost, kind: LeadKind | undefined, from: Date): string | undefined {
  const window =
    kind === 'contact'
      ? host.env.LEADS_CALLBACK_WITHIN
      : kind === 'career'
        ? host.env.LEADS_REPLY_WITHIN
        : null;
  return window ? host.clock.dueAt(from, window).toISOString() : undefined;
}

/** What rescuing a lead from spam needs of the host: its channels, its clock and the round-robin. */
export const releaseOf = (host: FormsHost) => ({
  channels: host.channels,
  dueAt: (kind: 'contact' | 'career', from: Date) => dueAt(host, kind, from)!,
  assign: host.env.LEADS_ASSIGN === 'round-robin',
});

export function requestMeta(host: FormsHost, request: Request, hash: string, kind?: LeadKind): RequestMeta {
  const received = new Date();
  return {
    receivedAt: received.toISOString(),
    locale: requestLocale(request.headers, host.locales),
    clientHash: hash,
    source: decodeLeadSource(request.headers.get(LEAD_SOURCE_HEADER)),
    dueAt: dueAt(host, kind, received),
    assign: host.env.LEADS_ASSIGN === 'round-robin' && (kind === 'contact' || kind === 'career'),
  };
}

/** The host, or null when its store cannot open (a bad DATA_DIR, a full disk), logged in one line. */
export function hostOrNull(host: () => FormsHost, log: Logger = logger): FormsHost | null {
  try {
    return host();
  } catch (error) {
    logRequestFailure('could not open the store', error, log);
    return null;
  }
}
