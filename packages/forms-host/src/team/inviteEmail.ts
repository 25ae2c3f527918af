import nodemailer from 'nodemailer';
import type { ServerEnv } from '../env';
import { logRequestFailure } from '../log';
import { parseSmtpUrl } from '../outbox/smtpUrl';

/** One of the team's emails in one locale: `{link}` (and `{hours}`) are filled in. */
export interface InviteEmailText {
  subject: string;
  body: string;
}

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * Sends one of the team's emails (a joining link, a lead given to a member) through SMTP_URL
 * from LEADS_NOTIFY_FROM, in the recipient's locale; false when SMTP is not set or the
 * server refused (the link is shown on the page too).
 */
export function invitationSender(env: ServerEnv, texts: Readonly<Record<string, InviteEmailText>>) {
  return async (to: string, link: string, locale: string): Promise<boolean> => {
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
        subject: text.subject,
        text: fill(text.body, { link, hours: '24' }),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      return true;
    } catch (error) {
      logRequestFailure('could not email a joining link', error);
      return false;
    } finally {
      transport.close();
    }
  };
}
