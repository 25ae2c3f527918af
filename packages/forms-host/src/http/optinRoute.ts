import { z } from 'zod';
import {
  UNSTORABLE_CHARACTER,
  HONEYPOT_FIELD,
  optinSchema,
  PROOF_OF_WORK_PARAM,
} from '@polyfence/lead-contract';
import { clientHash, hostOrNull, requestMeta, type FormsHost } from '../host';
import { saveSubscription } from '../leads/subscription';
import { formsMetrics } from '../metrics';
import { logRequestFailure, type Logger } from '../log';
import { methodNotAllowed } from './answers';
import { withRequestIds } from './requestId';
import { spamReasons } from '../spam/check';

/** A plain JavaScript identifier: anything else could inject script into the answer. */
export const JSONP_CALLBACK = /^[A-Za-z_$][\w$]{0,63}$/;

// Same rule as NEXT_PUBLIC_OPTIN_SOURCE (lib/config.ts checks it at build).
const sourceSchema = z
  .string()
  .trim()
  .max(100)
  .refine((source) => !UNSTORABLE_CHARACTER.test(source));
const DEFAULT_SOURCE = 'website';

// Cross-Origin-Resource-Policy: cross-origin comes from next.config.ts (it overrides a handler's).
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * Refusals are not JavaScript: with nosniff a browser will not run them and fires the
 * script's error event, which is how a JSONP caller learns of a failure.
 */
function refuse(status: number, reason: string, headers: Record<string, string> = {}): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/**
 * GET /optin/subscribe/post-json?EMAIL=…&SIGNUP=…&c=CALLBACK, the mailing list's JSONP
 * interface (`u` and `id` are accepted and ignored), with the site's proof of work in
 * `altcha`. Stores the address once; a repeat is a success too, and so is spam: the
 * answers are all the same.
 */
async function subscribe(request: Request, host: FormsHost, log: Logger): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const callback = params.get('c');
  if (!callback || !JSONP_CALLBACK.test(callback)) return refuse(400, 'invalid callback');

  // A bucket of its own: any page may load this as a script and spend it, not the forms'.
  const hash = clientHash(host, request);
  const limit = await host.limiter.take(`optin:${hash}`);
  if (!limit.allowed)
    return refuse(429, 'too many requests', { 'Retry-After': String(limit.retryAfterSeconds) });

  const parsed = optinSchema.safeParse({ EMAIL: params.get('EMAIL') ?? undefined });
  if (!parsed.success) return refuse(400, 'invalid email');
  const source = sourceSchema.safeParse(params.get('SIGNUP') ?? '');
  if (!source.success) return refuse(400, 'invalid source');

  try {
    const meta = requestMeta(host, request, hash);
    meta.spam = await spamReasons(host.store, {
      proofOfWork: host.env.FORMS_PROOF_OF_WORK,
      floodPerHour: host.env.FORMS_FLOOD_PER_HOUR,
      proof: params.get(PROOF_OF_WORK_PARAM),
      honeypot: !!params.get(HONEYPOT_FIELD),
      text: {},
      clientHash: hash,
      now: Date.parse(meta.receivedAt),
    });
    const spam = meta.spam.length > 0;
    const { created } = await saveSubscription(
      host.store,
      { email: parsed.data.EMAIL, source: source.data || DEFAULT_SOURCE },
      meta,
      spam ? [] : host.channels,
    );
    if (created) formsMetrics().leadStored('optin', spam);
    host.outbox.wake();
  } catch (error) {
    logRequestFailure('could not store a subscription', error, log);
    return refuse(500, 'not stored');
  }
  // "/**/" keeps the answer from starting with bytes a plugin could read as another format.
  const answer = JSON.stringify({ result: 'success', msg: 'subscribed' });
  return new Response(`/**/${callback}(${answer});\n`, {
    status: 200,
    headers: { ...NO_STORE, 'Content-Type': 'application/javascript; charset=utf-8' },
  });
}

const ALLOW = ['GET', 'OPTIONS'] as const;

/** Every method of the opt-in's route; `host` opens the host on first use. */
export const optinRoute = (host: () => FormsHost) =>
  withRequestIds({
    GET: async (request: Request, log: Logger) => {
      const opened = hostOrNull(host, log);
      return opened ? subscribe(request, opened, log) : refuse(500, 'not stored');
    },
    // Not the GET handler: a HEAD must not subscribe anyone.
    HEAD: async () => methodNotAllowed(ALLOW),
    OPTIONS: async () => new Response(null, { status: 204, headers: { Allow: ALLOW.join(', ') } }),
    POST: async () => methodNotAllowed(ALLOW),
    PUT: async () => methodNotAllowed(ALLOW),
    PATCH: async () => methodNotAllowed(ALLOW),
    DELETE: async () => methodNotAllowed(ALLOW),
  });
