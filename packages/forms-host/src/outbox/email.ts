import nodemailer from 'nodemailer';
import type { NotificationText } from '../settings';
import { leadEmail } from './emailMessage';
import type { Channel, LeadNotice } from './notice';
import { parseSmtpUrl } from './smtpUrl';
import type { TeamLinks } from './teamLinks';

export interface EmailChannelOptions {
  /** smtp:// or smtps:// with the user name and password percent-encoded. */
  smtpUrl: string;
  from: string;
  to: string[];
  /** The longest one attempt may take, connection included. Default: 30 s. */
  timeoutMs?: number;
  /** The message's words, by locale. */
  notification: Readonly<Record<string, NotificationText>>;
  /** The language `to` reads (LEADS_NOTIFY_LOCALE). */
  locale: string;
  /** The team's time zone: times are written in it. */
  timeZone: string;
  /**
   * Set: each recipient gets a message of their own, in their language (a member's own), with
   * a link to the lead's page and a one-click "called back" link signed for them (contact
   * requests and applications).
   */
  links?: TeamLinks;
}

export const EMAIL_TIMEOUT_MS = 30_000;

/** The parts of a Nodemailer error that name no person: its code, SMTP reply code and command. */
export function emailError(error: unknown, timeoutMs: number): Error {
  const { name, code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'EABORT') {
    return new Error(`email not sent: timed out after ${timeoutMs / 1000} s`);
  }
  const parts = [typeof code === 'string' ? code : 'failed'];
  if (typeof responseCode === 'number') parts.push(`SMTP ${responseCode}`);
  if (typeof command === 'string') parts.push(`on ${command.split(' ')[0]}`);
  return new Error(`email not sent: ${parts.join(' ')}`);
}

/** A message-id of our own: the same delivery keeps it on every retry, so a mailbox can tell them apart. */
export const messageId = (deliveryId: string, from: string) =>
  `<${deliveryId.replace(/[^\w.-]/g, '') || 'lead'}@${from.split('@').pop()}>`;

/**
 * Sends one message per lead to every recipient, through one transport opened per message:
 * leads are few, so no idle connection is kept for the server to drop.
 */
export function emailChannel({
  smtpUrl,
  from,
  to,
  timeoutMs = EMAIL_TIMEOUT_MS,
  notification,
  locale: teamLocale,
  timeZone,
  links,
}: EmailChannelOptions): Channel {
  const transport = smtpTransport(smtpUrl, timeoutMs);
  const words = (locale: string): NotificationText => {
    const text = links ? links.notification(locale) : notification[locale];
    if (!text) throw new TypeError(`no notification words for ${locale}`);
    return text;
  };

  interface Message {
    to: string[];
    locale: string;
    footer: string[];
  }

  /**
   * Each recipient with the lines of their own links, in their language; an opt-in (no link)
   * once to the recipients of each language. A lead that already has an owner (round-robin)
   * is theirs to call: they get it too, besides LEADS_NOTIFY_TO, which may be a shared box or
   * a CRM that expects every lead.
   */
  async function messages(notice: LeadNotice): Promise<Message[]> {
    if (!links) return [{ to, locale: teamLocale, footer: [] }];
    if (notice.kind === 'optin') {
      const byLocale = new Map<string, string[]>();
      for (const { email, locale } of await Promise.all(to.map((address) => links.recipient(address))))
        byLocale.set(locale, [...(byLocale.get(locale) ?? []), email]);
      return [...byLocale].map(([locale, addresses]) => ({ to: addresses, locale, footer: [] }));
    }
    const owner = notice.work?.ownerId ? await links.owner(notice.id) : null;
    const known = new Set(to.map((address) => address.toLowerCase()));
    const recipients = owner && !known.has(owner.email.toLowerCase()) ? [...to, owner.email] : to;
    return Promise.all(
      recipients.map(async (address) => {
        const { locale } = await links.recipient(address);
        const text = words(locale);
        const footer = [
          text.openLead({ link: links.leadPage(locale, notice.id) }),
          text.calledBack({ link: await links.calledBack(locale, notice.id, address) }),
        ];
        return { to: [address], locale, footer };
      }),
    );
  }

  return {
    name: 'email',
    async send(notice: LeadNotice, deliveryId: string) {
      // A retry after a partial failure sends again to all: at least once, under the same ids.
      for (const [index, message] of (await messages(notice)).entries()) {
        const email = leadEmail(
          notice,
          words(message.locale),
          { locale: message.locale, timeZone },
          message.footer,
        );
        try {
          await transport.sendMail({
            from,
            to: message.to,
            replyTo: email.replyTo,
            subject: email.subject,
            text: email.text,
            html: email.html,
            messageId: messageId(index === 0 ? deliveryId : `${deliveryId}.${index}`, from),
            headers: {
              'X-Lead-Id': notice.id,
              'X-Lead-Kind': notice.kind,
              // No out-of-office replies to the sending address.
              'Auto-Submitted': 'auto-generated',
            },
            attachments: email.cv && [
              { filename: email.cv.filename, content: email.cv.content, contentType: 'application/pdf' },
            ],
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw emailError(error, timeoutMs);
        }
      }
    },
  };
}

/** One transport per channel; a dead or silent server fails the attempt instead of holding the outbox's claim. */
export function smtpTransport(smtpUrl: string, timeoutMs: number) {
  const step = Math.min(10_000, timeoutMs);
  return nodemailer.createTransport({
    ...parseSmtpUrl(smtpUrl),
    connectionTimeout: step,
    greetingTimeout: step,
    dnsTimeout: step,
    socketTimeout: timeoutMs,
    logger: false,
  });
}
