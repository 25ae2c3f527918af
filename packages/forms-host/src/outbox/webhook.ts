import { Webhook } from 'standardwebhooks';
import type { Channel, LeadNotice } from './notice';

export interface WebhookChannelOptions {
  /** https://, or http:// to a loopback host (checked with the environment). */
  url: string;
  /** whsec_ + base64 of the key. */
  secret: string;
  /** The longest one attempt may take. Default: 10 s. */
  timeoutMs?: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The keys of `data` that are not form fields. */
const RESERVED = new Set(['id', 'received_at', 'locale', 'cv', 'source']);

/**
 * The JSON body for one lead: the same bytes on every retry (its timestamp is the lead's), and
 * the CV described by its name, type, size and hash, never its content.
 */
export function webhookBody(notice: LeadNotice): string {
  const fields = Object.fromEntries(Object.entries(notice.fields).filter(([key]) => !RESERVED.has(key)));
  const cv = notice.cv && {
    filename: notice.cv.filename,
    type: notice.cv.type,
    size: notice.cv.size,
    sha256: notice.cv.sha256,
  };
  return JSON.stringify({
    type: `lead.${notice.kind}`,
    timestamp: notice.receivedAt,
    data: {
      id: notice.id,
      received_at: notice.receivedAt,
      locale: notice.locale,
      ...fields,
      cv,
      source: notice.source,
    },
  });
}

/** What failed, in words that hold no personal value (the error may be logged). */
function networkError(error: unknown, timeoutMs: number): Error {
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError')
    return new Error(`webhook not delivered: timed out after ${timeoutMs / 1000} s`);
  const code = typeof cause?.code === 'string' ? cause.code : 'network error';
  return new Error(`webhook not delivered: ${code}`);
}

/** A Standard Webhooks POST per lead; any 2xx is delivered, anything else rejects. */
export function webhookChannel({
  url,
  secret,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: WebhookChannelOptions): Channel {
  const signer = new Webhook(secret);

  return {
    name: 'webhook',
    async send(notice: LeadNotice, deliveryId: string) {
      const body = webhookBody(notice);
      const now = new Date();
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'webhook-id': deliveryId,
            'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
            'webhook-signature': signer.sign(deliveryId, now, body),
          },
          body,
          // A redirect would resend the lead to an address nobody configured: it counts as a failure.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw networkError(error, timeoutMs);
      }
      // The answer's body is never read: only its status matters, and the connection is freed.
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299) {
        throw new Error(`webhook not delivered: HTTP ${response.status}`);
      }
    },
  };
}
