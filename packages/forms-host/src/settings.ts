import type { TeamPagePath } from './team/routes';
import type { InviteEmailText } from './team/inviteEmail';

/** The labels the team's emails show for option values, by option group and value. */
export interface OptionLabels {
  activity: Readonly<Record<string, string>>;
  job: Readonly<Record<string, string>>;
}

/** The call-back clock's emails in one locale; `{due}`, `{link}` and `{calledBack}` are filled in. */
export interface CallbackEmailText {
  /** To the visitor, by kind: the request arrived, and by when (`{due}`) they will hear from us. */
  acknowledgement: { contact: InviteEmailText; career: InviteEmailText };
  /** To the lead's owner (or every member) at three quarters of its window. */
  reminder: InviteEmailText;
  /** To LEADS_ESCALATE_TO (or every owner) once it is overdue. */
  escalation: InviteEmailText;
  /** The lines added to the team's notification of a new lead (`{link}`). */
  openLead: string;
  calledBack: string;
}

/** What the team's side needs of the site: its pages' paths and the joining email's words. */
export interface TeamSettings {
  /** The product's name, which passkey prompts show. */
  name: string;
  pagePath: TeamPagePath;
  /** The joining link's email, by locale. */
  inviteEmail: Readonly<Record<string, InviteEmailText>>;
  /** The email telling a member a lead is theirs now, by locale: a link, no personal data. */
  assignedEmail: Readonly<Record<string, InviteEmailText>>;
  /** The acknowledgement, reminder and escalation emails and the notification's links, by locale. */
  callbackEmail: Readonly<Record<string, CallbackEmailText>>;
  /**
   * The owners' weekly summary, by locale: counts only; `{week}`, `{received}`, `{median}`,
   * `{share}`, `{overdue}` and `{link}` (the figures page) are filled in.
   */
  weeklyEmail: Readonly<Record<string, InviteEmailText>>;
}

/** What the site tells its forms host: plain values, so the host never reads the site itself. */
export interface FormsHostSettings {
  /** The site's public origin: the default of FORMS_ALLOWED_ORIGINS. */
  siteOrigin: string;
  /** The site's locales (`en-US`, `fr`): a lead's language is one of them. */
  locales: readonly string[];
  /** Option labels for the team's notification emails (the team's language). */
  optionLabels: OptionLabels;
  team: TeamSettings;
  /** The server variables; default `process.env`. */
  env?: Record<string, string | undefined>;
}
