import { allRows, getRow, type SqlRunner } from '../db/runner';
import { emailKey } from '../leads/emailKey';
import type { CallbackEmailText } from '../settings';
import type { TeamPagePath } from '../team/routes';
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
  /** A member's own language; the site's first for an address that is no member. */
  recipient(email: string): Promise<Recipient>;
  /** The members an email about a lead goes to when it names nobody: `owner` those with that role. */
  members(role?: 'owner'): Promise<Recipient[]>;
  /** The lead's owner, if it has one. */
  owner(leadId: string): Promise<Recipient | null>;
  texts(locale: string): CallbackEmailText | undefined;
  /** The site's first locale: the language of addresses that are no member. */
  defaultLocale: string;
}

export function teamLinks(options: {
  store: SqlRunner;
  origin: string;
  pagePath: TeamPagePath;
  locales: readonly string[];
  texts: Readonly<Record<string, CallbackEmailText>>;
  now?: () => number;
}): TeamLinks {
  const { store, origin, pagePath, locales, texts, now = Date.now } = options;
  const defaultLocale = locales[0] ?? 'en-US';
  const known = (locale: string) => (locales.includes(locale) ? locale : defaultLocale);
  return {
    defaultLocale,
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
      return { email, locale: known(member?.locale ?? defaultLocale) };
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
    texts: (locale) => texts[known(locale)] ?? texts[defaultLocale],
  };
}
