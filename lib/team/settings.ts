import type { Messages } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import type {
  CallbackEmailText,
  EmailText,
  NotificationText,
  TeamSettings,
  Words,
} from '@polyfence/forms-host';
import { routing, type Locale } from '@/i18n/routing';
import en from '@/messages/en-US.json';
import fr from '@/messages/fr.json';
import { teamPagePath } from './paths';

// The words of the forms host's emails, read through next-intl's own translator: the build
// precompiles the catalogue for the browser (next.config.ts), and the translator reads it
// as the build leaves it, and as plain JSON where no build ran (`npm run leads`, the worker).

const catalogues: Record<Locale, Messages> = { 'en-US': en, fr };

function translator(locale: Locale) {
  return createTranslator({
    locale,
    messages: catalogues[locale],
    // A missing word or value is a bug: it fails the email (retried once fixed, logged and
    // counted as such) rather than sending a message key to a visitor.
    onError(error) {
      throw new TypeError(`message catalogue: ${error.code}`);
    },
  });
}

type Translate = ReturnType<typeof translator>;
type Key = Parameters<Translate>[0];

/** Words of one key, its values filled in at each email. */
const wordsOf =
  (t: Translate, key: Key): Words =>
  (values) =>
    t(key, values as never);

const email = (t: Translate, key: string): EmailText => ({
  subject: wordsOf(t, `${key}.subject` as Key),
  body: wordsOf(t, `${key}.body` as Key),
});

/** Every word of a group of the catalogue, by name (the names are the same in every locale). */
const group = (t: Translate, key: string, names: object): Record<string, string> =>
  Object.fromEntries(Object.keys(names).map((name) => [name, t(`${key}.${name}` as Key)]));

function callbackEmail(t: Translate): CallbackEmailText {
  return {
    acknowledgement: {
      contact: email(t, 'Team.emails.acknowledgement.contact'),
      career: email(t, 'Team.emails.acknowledgement.career'),
    },
    reminder: email(t, 'Team.emails.reminder'),
    escalation: email(t, 'Team.emails.escalation'),
  };
}

function notification(t: Translate): NotificationText {
  const key = 'Team.emails.notification';
  return {
    title: {
      contact: t(`${key}.title.contact`),
      career: t(`${key}.title.career`),
      optin: t(`${key}.title.optin`),
    },
    subject: {
      contact: wordsOf(t, `${key}.subject.contact`),
      contactWithCompany: wordsOf(t, `${key}.subject.contactWithCompany`),
      career: wordsOf(t, `${key}.subject.career`),
      optin: wordsOf(t, `${key}.subject.optin`),
    },
    row: wordsOf(t, `${key}.row`),
    labels: group(t, `${key}.labels`, en.Team.emails.notification.labels),
    cv: wordsOf(t, `${key}.cv`),
    cvNotKept: wordsOf(t, `${key}.cvNotKept`),
    options: {
      activity: group(t, 'FormOptions.activity', en.FormOptions.activity),
      job: group(t, 'FormOptions.job', en.FormOptions.job),
    },
    ctas: group(t, 'Team.lead.ctas', en.Team.lead.ctas),
    openLead: wordsOf(t, 'Team.emails.links.openLead'),
    calledBack: wordsOf(t, 'Team.emails.links.calledBack'),
  };
}

/** One value per locale of the site. */
const byLocale = <T>(make: (t: Translate) => T): Record<Locale, T> =>
  Object.fromEntries(routing.locales.map((locale) => [locale, make(translator(locale))])) as Record<
    Locale,
    T
  >;

/** The team's notification of a new lead, in each locale. */
export const notificationText = byLocale(notification);

/** What the forms host's team side needs of the site: its name, its pages, its emails. */
export const teamSettings: TeamSettings = {
  name: translator(routing.defaultLocale)('Metadata.siteName'),
  pagePath: teamPagePath,
  inviteEmail: byLocale((t) => email(t, 'Team.emails.invite')),
  assignedEmail: byLocale((t) => email(t, 'Team.emails.assigned')),
  passkeyAddedEmail: byLocale((t) => email(t, 'Team.emails.passkeyAdded')),
  callbackEmail: byLocale(callbackEmail),
  weeklyEmail: byLocale((t) => email(t, 'Team.emails.weekly')),
};
