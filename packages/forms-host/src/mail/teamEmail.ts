import type { ServerEnv } from '../env';
import { logRequestFailure } from '../log';
import { filled, mailer } from './send';
import type { EmailText } from '../settings';

/** A member waits on the page that sends it: a silent server fails it sooner than a lead's. */
const TEAM_EMAIL_TIMEOUT_MS = 20_000;

/**
 * Sends one of the team's emails (a joining link, a lead given to a member, a passkey added)
 * through SMTP_URL from LEADS_NOTIFY_FROM, in the recipient's locale, `words` filled in; false
 * when SMTP is not set or the server refused.
 */
export function teamEmailSender(env: ServerEnv, texts: Readonly<Record<string, EmailText>>) {
  const { SMTP_URL, LEADS_NOTIFY_FROM: from } = env;
  const send =
    SMTP_URL && from ? mailer({ smtpUrl: SMTP_URL, from, timeoutMs: TEAM_EMAIL_TIMEOUT_MS }) : null;
  return async (to: string, locale: string, words: Record<string, string>): Promise<boolean> => {
    const text = texts[locale] ?? Object.values(texts)[0];
    if (!send || !text) return false;
    try {
      await send({ to, ...filled(text, words) });
      return true;
    } catch (error) {
      logRequestFailure('could not send a team email', error);
      return false;
    }
  };
}
