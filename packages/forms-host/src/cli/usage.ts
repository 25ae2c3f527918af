// What `npm run leads -- --help` prints, and every refused command line.
export const USAGE = `Usage: npm run leads -- COMMAND

  export [--since DATE] [--out FOLDER]
           Writes contact-requests.csv, applications.csv and subscriptions.csv,
           and each application's CV under cvs/, into FOLDER.
           --since  Only leads received on or after DATE: YYYY-MM-DD (UTC midnight) or
                    an ISO 8601 date-time with its offset, e.g. 2026-05-01T09:00:00-04:00.
                    Default: every lead.
           --out    A new or empty folder. Default: leads-export-<now> in this folder.
  outbox   Lists the notifications not delivered yet: pending (being retried) and
           failed (given up after 24 hours).
  retry    Makes every pending or failed notification due now, for another 24 hours.
  purge    Removes contact requests and applications (with their CVs) older than
           LEADS_RETENTION_DAYS days (default 180), as the server does daily.
  forget EMAIL
           Erases every contact request, application, CV and subscription of EMAIL,
           and the notifications about them; prints how many were removed.
  invite EMAIL --role owner|member [--locale en-US|fr]
           Makes a joining link for EMAIL: opening it lets them create a passkey and
           join the team with that role (or add a passkey, when EMAIL is a member
           already). Works once, within 24 hours; printed as the last line, and
           emailed in that locale when SMTP_URL is set.
  migrate-to URL
           Copies every lead, CV, subscription and notification of DATA_DIR/leads.sqlite
           into the PostgreSQL database at URL (postgres://…), which must hold no leads
           yet; creates its tables first. One transaction: all or nothing.

The database is PostgreSQL's at DATABASE_URL when set, else DATA_DIR/leads.sqlite
(DATA_DIR defaults to ./data).`;
