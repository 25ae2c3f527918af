import { EMAIL_TIMEOUT_MS, mailer } from '../mail/send';
import type { NotificationText } from '../settings';
import { leadEmail } from './emailMessage';
import type { Channel, LeadNotice } from './notice';
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
  const send = mailer({ smtpUrl, from, timeoutMs });
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
        await send({
          to: message.to,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          id: index === 0 ? deliveryId : `${deliveryId}.${index}`,
          headers: { 'X-Lead-Id': notice.id, 'X-Lead-Kind': notice.kind },
          attachments: email.cv && [
            { filename: email.cv.filename, content: email.cv.content, contentType: 'application/pdf' },
          ],
        });
      }
    },
  };
}
