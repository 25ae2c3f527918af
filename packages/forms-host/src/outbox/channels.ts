import type { ServerEnv } from '../env';
import type { NotificationText } from '../settings';
import { EMAIL_TIMEOUT_MS } from '../mail/send';
import { emailChannel } from './email';
import type { Channel } from './notice';
import { describeSmtpUrl } from '../mail/smtpUrl';
import type { TeamLinks } from './teamLinks';
import { WEBHOOK_TIMEOUT_MS, webhookChannel } from './webhook';

export type DeliveryEnv = Pick<
  ServerEnv,
  | 'SMTP_URL'
  | 'LEADS_NOTIFY_TO'
  | 'LEADS_NOTIFY_FROM'
  | 'LEADS_WEBHOOK_URL'
  | 'LEADS_WEBHOOK_SECRET'
  | 'LEADS_DELIVERY_TIMEOUT_SECONDS'
  | 'LEADS_NOTIFY_LOCALE'
  | 'LEADS_TIMEZONE'
>;

/** An attempt ends within half the outbox's claim, which leaves time to record its outcome. */
const attemptTimeout = (env: DeliveryEnv, channelDefault: number) =>
  Math.min(channelDefault, (env.LEADS_DELIVERY_TIMEOUT_SECONDS * 1000) / 2);

/** The channels the environment turns on (none, email, webhook or both), in that order. */
export function configuredChannels(
  env: DeliveryEnv,
  notification: Readonly<Record<string, NotificationText>>,
  links?: TeamLinks,
): Channel[] {
  const channels: Channel[] = [];
  if (env.SMTP_URL && env.LEADS_NOTIFY_TO && env.LEADS_NOTIFY_FROM) {
    channels.push(
      emailChannel({
        smtpUrl: env.SMTP_URL,
        from: env.LEADS_NOTIFY_FROM,
        to: env.LEADS_NOTIFY_TO,
        timeoutMs: attemptTimeout(env, EMAIL_TIMEOUT_MS),
        notification,
        locale: env.LEADS_NOTIFY_LOCALE,
        timeZone: env.LEADS_TIMEZONE,
        links,
      }),
    );
  }
  if (env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET) {
    channels.push(
      webhookChannel({
        url: env.LEADS_WEBHOOK_URL,
        secret: env.LEADS_WEBHOOK_SECRET,
        timeoutMs: attemptTimeout(env, WEBHOOK_TIMEOUT_MS),
      }),
    );
  }
  return channels;
}

/**
 * One line for the start log: where notifications go, without a password, a secret, an address or
 * a webhook's path (a hook URL's path is often its only secret).
 */
export function describeChannels(env: DeliveryEnv): string {
  const parts: string[] = [];
  if (env.SMTP_URL && env.LEADS_NOTIFY_TO) {
    const count = env.LEADS_NOTIFY_TO.length;
    parts.push(`email via ${describeSmtpUrl(env.SMTP_URL)} to ${count} recipient${count === 1 ? '' : 's'}`);
  }
  if (env.LEADS_WEBHOOK_URL) parts.push(`webhook to ${new URL(env.LEADS_WEBHOOK_URL).origin}`);
  return `lead notifications: ${parts.length ? parts.join('; ') : 'off (no SMTP_URL, no LEADS_WEBHOOK_URL)'}`;
}
