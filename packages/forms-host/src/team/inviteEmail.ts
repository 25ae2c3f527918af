import nodemailer from 'nodemailer';
import type { ServerEnv } from '../env';
import { logRequestFailure } from '../log';
import { parseSmtpUrl } from '../outbox/smtpUrl';
import type { EmailText } from '../settings';

/**
 * Sends one of the team's emails (a joining link, a lead given to a member, a passkey added)
 * through SMTP_URL from LEADS_NOTIFY_FROM, in the recipient's locale, `words` filled in; false
 * when SMTP is not set or the server refused.
 */
export function teamEmailSender(env: ServerEnv, texts: Readonly<Record<string, EmailText>>) {
  return async (to: string, locale: string, words: Record<string, string>): Promise<boolean> => {
    if (!env.SMTP_URL || !env.LEADS_NOTIFY_FROM) return false;
    const text = texts[locale] ?? Object.values(texts)[0];
    if (!text) return false;
    const transport = nodemailer.createTransport({
      ...parseSmtpUrl(env.SMTP_URL),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      logger: false,
    });
    try {
      await transport.sendMail({
        from: env.LEADS_NOTIFY_FROM,
        to,
        subject: text.subject(words),
        text: text.body(words),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      return true;
    } catch (error) {
      logRequestFailure('could not send a team email', error);
      return false;
    } finally {
      transport.close();
    }
  };
}
