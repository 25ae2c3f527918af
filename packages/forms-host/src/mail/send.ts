import nodemailer from 'nodemailer';
import type { EmailText } from '../settings';
import { parseSmtpUrl } from './smtpUrl';

// Every email of the forms host leaves through `mailer`: one transport setting, one message
// id, one header against auto-replies, one reduction of errors to what names no person.

export const EMAIL_TIMEOUT_MS = 30_000;

export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** A delivery's id: the message id it gives stays the same on every retry. */
  id?: string;
}

/** The parts of a Nodemailer error that name no person: its code, SMTP reply code and command. */
export function emailError(error: unknown, timeoutMs: number): Error {
  const { name, code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'EABORT') {
    return new Error(`email not sent: timed out after ${timeoutMs / 1000} s`);
  }
  const parts = [typeof code === 'string' ? code : 'failed'];
  if (typeof responseCode === 'number') parts.push(`SMTP ${responseCode}`);
  if (typeof command === 'string') parts.push(`on ${command.split(' ')[0]}`);
  return new Error(`email not sent: ${parts.join(' ')}`);
}

/** A message-id of our own: the same delivery keeps it on every retry, so a mailbox can tell them apart. */
export const messageId = (deliveryId: string, from: string) =>
  `<${deliveryId.replace(/[^\w.-]/g, '') || 'lead'}@${from.split('@').pop()}>`;

/** An email's words with its `{name}`s filled in. */
export const filled = (text: EmailText, words: Record<string, string>) => ({
  subject: text.subject(words),
  text: text.body(words),
});

export interface MailerOptions {
  /** smtp:// or smtps:// with the user name and password percent-encoded. */
  smtpUrl: string;
  from: string;
  /** The longest one message may take, connection included. */
  timeoutMs?: number;
}

/**
 * Sends one message through SMTP_URL from `from`; throws an error naming no person when
 * the server refuses or stays silent past the timeout. Without a pool, each message opens
 * its own connection: emails are few, so no idle one is kept for the server to drop.
 */
export function mailer({ smtpUrl, from, timeoutMs = EMAIL_TIMEOUT_MS }: MailerOptions) {
  const step = Math.min(10_000, timeoutMs);
  const transport = nodemailer.createTransport({
    ...parseSmtpUrl(smtpUrl),
    connectionTimeout: step,
    greetingTimeout: step,
    dnsTimeout: step,
    socketTimeout: timeoutMs,
    logger: false,
  });
  return async function send({ id, headers, ...mail }: Mail): Promise<void> {
    try {
      await transport.sendMail({
        ...mail,
        from,
        ...(id === undefined ? {} : { messageId: messageId(id, from) }),
        // No out-of-office replies to the sending address.
        headers: { ...headers, 'Auto-Submitted': 'auto-generated' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw emailError(error, timeoutMs);
    }
  };
}

export type Send = ReturnType<typeof mailer>;
