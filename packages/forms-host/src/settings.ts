/** The labels the team's emails show for option values, by option group and value. */
export interface OptionLabels {
  activity: Readonly<Record<string, string>>;
  job: Readonly<Record<string, string>>;
}

/** What the site tells its forms host: plain values, so the host never reads the site itself. */
export interface FormsHostSettings {
  /** The site's public origin: the default of FORMS_ALLOWED_ORIGINS. */
  siteOrigin: string;
  /** The site's locales (`en-US`, `fr`): a lead's language is one of them. */
  locales: readonly string[];
  /** Option labels for the team's notification emails (the team's language). */
  optionLabels: OptionLabels;
  /** The server variables; default `process.env`. */
  env?: Record<string, string | undefined>;
}
