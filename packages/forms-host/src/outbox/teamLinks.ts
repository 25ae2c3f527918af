import { allRows, getRow, type SqlRunner } from '../db/runner';
import { emailKey } from '../leads/emailKey';
import type { CallbackEmailText, NotificationText } from '../settings';
import type { TeamPagePath } from '../team/pages';
import { CALLED_BACK_LINK_MS, calledBackKey, signCalledBack } from '../team/calledBackLink';

/** Someone a team email goes to, with the language it is written in. */
export interface Recipient {
  email: string;
  locale: string;
}

/** What the team's emails need to link to a lead and to write in each reader's language. */
export interface TeamLinks {
  /** The lead's page in the team's inbox. */
  leadPage(locale: string, leadId: string): string;
  /** The one-click "called back" page, signed for this lead and this recipient only. */
  calledBack(locale: string, leadId: string, recipient: string): Promise<string>;
  /** A member's own language; LEADS_NOTIFY_LOCALE for an address that is no member. */
  recipient(email: string): Promise<Recipient>;
  /** The members an email about a lead goes to when it names nobody: `owner` those with that role. */
  members(role?: 'owner'): Promise<Recipient[]>;
  /** The lead's owner, if it has one. */
  owner(leadId: string): Promise<Recipient | null>;
  /** The clock's emails in a locale (the site's first for one it does not have). */
  texts(locale: string): CallbackEmailText;
  /** The notification of a new lead in a locale (the site's first for one it does not have). */
  notification(locale: string): NotificationText;
  /** The site's first locale: a visitor's whose page is not known. */
  defaultLocale: string;
  /** The language of addresses that are no member (LEADS_NOTIFY_LOCALE). */
  teamLocale: string;
}

export function teamLinks(options: {
  store: SqlRunner;
  origin: string;
  pagePath: TeamPagePath;
  locales: readonly string[];
  texts: Readonly<Record<string, CallbackEmailText>>;
  notification: Readonly<Record<string, NotificationText>>;
  /** LEADS_NOTIFY_LOCALE. */
  teamLocale: string;
  now?: () => number;
}): TeamLinks {
  const { store, origin, pagePath, locales, texts, notification, now = Date.now } = options;
  const defaultLocale = locales[0] ?? 'en-US';
  const known = (locale: string) => (locales.includes(locale) ? locale : defaultLocale);
  const teamLocale = known(options.teamLocale);
  /** A locale's words; a site that lacks them is a programming error, thrown as a TypeError. */
  const of = <T>(all: Readonly<Record<string, T>>, locale: string, what: string): T => {
    const found = all[known(locale)] ?? all[defaultLocale];
    if (!found) throw new TypeError(`the site gave no ${what} words for ${locale}`);
    return found;
  };
  return {
    defaultLocale,
    teamLocale,
    leadPage: (locale, leadId) => `${origin}${pagePath(known(locale), 'inbox')}/${leadId}`,
    async calledBack(locale, leadId, recipient) {
      const token = signCalledBack(await calledBackKey(store), {
        leadId,
        recipient,
        expiresAt: now() + CALLED_BACK_LINK_MS,
      });
      return `${origin}${pagePath(known(locale), 'called-back')}/${token}`;
    },
    async recipient(email) {
      const [member] = await store.batch([
        getRow<{ locale: string }>('SELECT locale FROM members WHERE email_key = ?', [emailKey(email)]),
      ]);
      return { email, locale: known(member?.locale ?? teamLocale) };
    },
    async members(role) {
      const [rows] = await store.batch([
        allRows<Recipient>(
          `SELECT email, locale FROM members${role ? ' WHERE role = ?' : ''} ORDER BY email`,
          role ? [role] : [],
        ),
      ]);
      return rows.map((row) => ({ email: row.email, locale: known(row.locale) }));
    },
    async owner(leadId) {
      const [row] = await store.batch([
        getRow<Recipient>(
          'SELECT m.email, m.locale FROM lead_work w JOIN members m ON m.id = w.owner_id WHERE w.lead_id = ?',
          [leadId],
        ),
      ]);
      return row && { email: row.email, locale: known(row.locale) };
    },
    texts: (locale) => of(texts, locale, 'call-back email'),
    notification: (locale) => of(notification, locale, 'notification'),
  };
}
