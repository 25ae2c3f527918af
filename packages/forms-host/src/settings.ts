import type { LeadKind } from './leads/kind';
import type { TeamPagePath } from './team/pages';

/**
 * Words of the site's catalogue, their `{values}` filled in by the site's own translator: the
 * host never parses a message, so whatever the site's build does to its catalogue, it works.
 */
export type Words = (values?: Readonly<Record<string, string>>) => string;

/** One email's words in one locale. */
export interface EmailText {
  subject: Words;
  body: Words;
}

/** The labels of option values, by option group and value. */
export interface OptionLabels {
  activity: Readonly<Record<string, string>>;
  job: Readonly<Record<string, string>>;
}

/** The team's notification of a new lead, in one locale. */
export interface NotificationText {
  /** Its heading, by kind. */
  title: Readonly<Record<LeadKind, string>>;
  /**
   * Its subject, by kind: `{name}`, `{company}` (contactWithCompany), `{job}` (the position's
   * label), `{email}` (an opt-in) filled in.
   */
  subject: Readonly<Record<LeadKind | 'contactWithCompany', Words>>;
  /**
   * The rows' labels, by field (the form payload's names, `EMAIL` for an opt-in) and by
   * `cv`, `landing`, `referrer`, `campaign`, `cta`, `received`, `locale`, `id`.
   */
  labels: Readonly<Record<string, string>>;
  /** One row of the plain-text part: `{label}` and `{value}` (French puts a space before the colon). */
  row: Words;
  /** The CV row's value: `{file}` and `{size}` filled in. */
  cv: Words;
  /** The same for a CV whose bytes were not kept (held as spam past the spam budget). */
  cvNotKept: Words;
  /** Option values as the form showed them, in this locale. */
  options: OptionLabels;
  /** The calls to action a lead was opened from, by the name the page records (`hero`…). */
  ctas: Readonly<Record<string, string>>;
  /** The lines after the fields (`{link}`): the lead's page, the one-click "called back". */
  openLead: Words;
  calledBack: Words;
}

/** The call-back clock's emails in one locale; `{due}`, `{link}` and `{calledBack}` are filled in. */
export interface CallbackEmailText {
  /** To the visitor, by kind: the request arrived, and by when (`{due}`) they will hear from us. */
  acknowledgement: { contact: EmailText; career: EmailText };
  /** To the lead's owner (or every member) at three quarters of its window. */
  reminder: EmailText;
  /** To LEADS_ESCALATE_TO (or every owner) once it is overdue. */
  escalation: EmailText;
}

/** What the team's side needs of the site: its pages' paths and its emails' words. */
export interface TeamSettings {
  /** The product's name, which passkey prompts show. */
  name: string;
  pagePath: TeamPagePath;
  /** The joining link's email (`{link}`, `{hours}`), by locale. */
  inviteEmail: Readonly<Record<string, EmailText>>;
  /**
   * The email telling a member a passkey was just added to their account (`{name}`, and
   * `{link}` to their passkeys page, where it is removed), by locale.
   */
  passkeyAddedEmail: Readonly<Record<string, EmailText>>;
  /** The email telling a member a lead is theirs now (`{link}`), by locale: no personal data. */
  assignedEmail: Readonly<Record<string, EmailText>>;
  /** The acknowledgement, reminder and escalation emails, by locale. */
  callbackEmail: Readonly<Record<string, CallbackEmailText>>;
  /**
   * The owners' weekly summary, by locale: counts only; `{week}`, `{received}`, `{median}`,
   * `{share}`, `{overdue}` and `{link}` (the figures page) are filled in.
   */
  weeklyEmail: Readonly<Record<string, EmailText>>;
}

/** What the site tells its forms host: plain values and its words, so the host never reads the site itself. */
export interface FormsHostSettings {
  /** The site's public origin: the default of FORMS_ALLOWED_ORIGINS. */
  siteOrigin: string;
  /** The site's locales (`en-US`, `fr`): a lead's language is one of them. */
  locales: readonly string[];
  /** The team's notification of a new lead, by locale (each recipient reads their own). */
  notification: Readonly<Record<string, NotificationText>>;
  team: TeamSettings;
  /** The server variables; default `process.env`. */
  env?: Record<string, string | undefined>;
}
