import { dueWords, zoneWords } from '../clock/dueWords';
import { isSingleAddress } from '../mail/address';
import { htmlDocument, htmlParagraphs } from '../mail/html';
import { filled, mailer } from '../mail/send';
import type { Channel, LeadNotice } from './notice';
import type { Recipient, TeamLinks } from './teamLinks';

// The call-back clock's emails: the visitor's acknowledgement, the team's reminder and
// escalation. None carries a value the visitor typed: only a time, and the team's links.

export interface CallbackChannelOptions {
  smtpUrl: string;
  from: string;
  timeoutMs: number;
  /** The team's time zone: "by when" is written in it. */
  timeZone: string;
  links: TeamLinks;
  now?: () => Date;
}

/** A channel sending one message per recipient, each built by `compose` (none: nothing to send). */
function callbackChannel(
  name: Channel['name'],
  { smtpUrl, from, timeoutMs }: CallbackChannelOptions,
  compose: (notice: LeadNotice) => Promise<{ to: string; subject: string; text: string }[]>,
): Channel {
  const send = mailer({ smtpUrl, from, timeoutMs });
  return {
    name,
    async send(notice, deliveryId) {
      for (const [index, message] of (await compose(notice)).entries())
        await send({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: htmlDocument('', htmlParagraphs(message.text)),
          id: index === 0 ? deliveryId : `${deliveryId}.${index}`,
          // The visitor's copy names no lead id: only the team's emails carry one.
          headers: name === 'acknowledgement' ? {} : { 'X-Lead-Id': notice.id },
        });
    },
  };
}

/** Still to be called back: a contact request or an application, new, with a due time. */
const pending = (notice: LeadNotice) =>
  notice.kind !== 'optin' && notice.work?.status === 'new' && notice.work.dueAt ? notice.work.dueAt : null;

/** To the visitor, in the page's language: the request arrived, and by when they will hear from us. */
export function acknowledgementChannel(options: CallbackChannelOptions): Channel {
  const { links, timeZone, now = () => new Date() } = options;
  return callbackChannel('acknowledgement', options, async (notice) => {
    const due = pending(notice);
    const to = notice.fields.email?.trim() ?? '';
    if (!due || notice.kind === 'optin' || !isSingleAddress(to)) return [];
    const locale = notice.locale ?? links.defaultLocale;
    const text = links.texts(locale).acknowledgement[notice.kind];
    const words = {
      due: dueWords(new Date(due), locale, timeZone, now()),
      zone: zoneWords(locale, timeZone),
    };
    return [{ to, ...filled(text, words) }];
  });
}

/** The team's email about a lead still new as its time nears (`reminder`) or passes (`escalation`). */
export function teamClockChannel(
  name: 'reminder' | 'escalation',
  options: CallbackChannelOptions & { escalateTo?: readonly string[] },
): Channel {
  const { links, timeZone, now = () => new Date() } = options;
  const recipients = async (notice: LeadNotice): Promise<Recipient[]> => {
    if (name === 'reminder') {
      const owner = await links.owner(notice.id);
      return owner ? [owner] : links.members();
    }
    return options.escalateTo
      ? Promise.all(options.escalateTo.map((email) => links.recipient(email)))
      : links.members('owner');
  };
  return callbackChannel(name, options, async (notice) => {
    // Called back (or marked spam) since it was queued: nobody needs telling.
    const due = pending(notice);
    if (!due) return [];
    return Promise.all(
      (await recipients(notice)).map(async ({ email, locale }) => {
        const text = links.texts(locale)[name];
        const words = {
          due: dueWords(new Date(due), locale, timeZone, now()),
          link: links.leadPage(locale, notice.id),
          calledBack: await links.calledBack(locale, notice.id, email),
        };
        return { to: email, ...filled(text, words) };
      }),
    );
  });
}
