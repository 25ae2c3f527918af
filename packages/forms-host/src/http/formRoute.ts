import { safeParse, type $ZodType } from 'zod/v4/core';
import { isHoneypotFilled, LONE_SURROGATE, PROOF_OF_WORK_HEADER } from '@polyfence/lead-contract';
import { corsHeaders, originAllowed, ownHosts, preflight } from './origin';
import type { ServerEnv } from '../env';
import { clientHash, hostOrNull, requestMeta, type FormsHost } from '../host';
import { jsonShapeProblem } from './jsonShape';
import type { LeadKind, RequestMeta, SaveResult } from '../leads/kind';
import { formsMetrics } from '../metrics';
import { logRequestFailure, type Logger } from '../log';
import { withRequestIds } from './requestId';
import { readBodyWithLimit } from './body';
import { BODY_FIELD, errors, fieldErrorsOf, json, methodNotAllowed } from './answers';
import type { ChannelName } from '../outbox/queue';
import type { SqlRunner } from '../db/runner';
import { spamReasons } from '../spam/check';
import type { TypedText } from '../spam/rules';

export interface FormRouteOptions<T> {
  /** The kind of lead it stores, as the metrics count it. */
  kind: LeadKind;
  /** The form's shared schema (lib/forms), applied to the parsed JSON body. */
  schema: $ZodType<T>;
  /** Largest body read, in bytes; a larger one is answered 413. */
  bodyLimit: number;
  /** The short texts a person typed (name, company, role), which the spam rules read. */
  typed: (values: T) => TypedText;
  /** Commits the values with their deliveries on `channels`; the request is acknowledged only after it resolves. */
  save: (
    store: SqlRunner,
    values: T,
    meta: RequestMeta,
    channels: readonly ChannelName[],
  ) => Promise<SaveResult>;
}

const ALLOW = ['POST', 'OPTIONS'] as const;

/** `application/json`, in UTF-8 if a charset is named. */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p.replace(/"/g, '') === 'charset=utf-8');
}

/** Lets other requests run between the steps that each take a few ms on a 10 MB body. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

function hasIllFormedText(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasIllFormedText(item));
}

/** The body parsed, or the answer refusing it: every check that needs no database. */
async function parseBody(
  request: Request,
  host: FormsHost,
  limit: number,
  cors: Record<string, string>,
): Promise<{ data: object } | { refused: Response }> {
  const refuse = (status: number, key: string, headers: Record<string, string> = {}) => ({
    refused: errors(status, { [BODY_FIELD]: [key] }, { ...cors, ...headers }),
  });
  if (!isJsonContentType(request.headers.get('content-type')))
    return refuse(415, 'expected_application_json');

  const body = await readBodyWithLimit(request, limit, host.env.FORMS_BODY_TIMEOUT_SECONDS * 1000);
  // Cut off mid-body, a connection cannot carry another request.
  if (body.kind === 'too-large') return refuse(413, 'too_large', body.drained ? {} : { Connection: 'close' });
  if (body.kind === 'too-slow') return refuse(408, 'too_slow', { Connection: 'close' });
  if (body.kind === 'not-utf8') return refuse(400, 'invalid_json');
  // The client is gone: whatever we answer, nobody reads it.
  if (body.kind === 'aborted') return refuse(400, 'invalid_json', { Connection: 'close' });
  await yieldToOthers();

  const shape = jsonShapeProblem(body.text);
  if (shape) return refuse(400, shape);
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return refuse(400, 'invalid_json');
  }
  await yieldToOthers();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse(400, 'expected_object');
  if (hasIllFormedText(data)) return refuse(400, 'invalid_unicode');
  return { data };
}

/** The POST handler of a form: every check, cheapest first, then one committed row. */
async function receive<T>(
  request: Request,
  host: FormsHost,
  options: FormRouteOptions<T>,
  log: Logger,
): Promise<Response> {
  const origin = request.headers.get('origin');
  if (!originAllowed(origin, ownHosts(request, host.env.FORMS_TRUST_PROXY), host.env.FORMS_ALLOWED_ORIGINS)) {
    return errors(403, { [BODY_FIELD]: ['origin_not_allowed'] }, { Vary: 'Origin' });
  }
  const cors = corsHeaders(origin);

  const hash = clientHash(host, request);
  const limit = await host.limiter.take(hash);
  if (!limit.allowed) {
    return errors(
      429,
      { [BODY_FIELD]: ['rate_limited'] },
      { ...cors, 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }

  const parsedBody = await parseBody(request, host, options.bodyLimit, cors);
  if ('refused' in parsedBody) return parsedBody.refused;
  const { data } = parsedBody;

  const parsed = safeParse(options.schema, data);
  if (!parsed.success) return errors(400, fieldErrorsOf(parsed.error.issues), cors);
  await yieldToOthers();

  let saved: SaveResult;
  let spam = false;
  try {
    const meta = requestMeta(host, request, hash, options.kind);
    // Spam is kept with its reasons and answered like any lead (a bot learns nothing), but
    // nobody is told of it until a member says it is not spam.
    meta.spam = await spamReasons(host.store, {
      proofOfWork: host.env.FORMS_PROOF_OF_WORK,
      floodPerHour: host.env.FORMS_FLOOD_PER_HOUR,
      proof: request.headers.get(PROOF_OF_WORK_HEADER),
      honeypot: isHoneypotFilled(data),
      text: options.typed(parsed.data),
      clientHash: hash,
      now: Date.parse(meta.receivedAt),
    });
    spam = meta.spam.length > 0;
    saved = await options.save(host.store, parsed.data, meta, spam ? [] : host.channels);
  } catch (error) {
    logRequestFailure('could not store a request', error, log);
    return errors(500, { [BODY_FIELD]: ['not_stored'] }, cors);
  }
  if (!saved.ok) return errors(400, saved.errors, cors);
  formsMetrics().leadStored(options.kind, spam);
  // Delivery starts now and never holds the visitor's answer.
  host.outbox.wake();
  return json(201, { id: saved.id }, cors);
}

/**
 * Every method of a form's route: POST and its CORS preflight, 405 for the rest. `host`
 * opens the host on first use; `env` reads the settings alone (a preflight opens nothing).
 */
export function formRoute<T>(host: () => FormsHost, env: () => ServerEnv, options: FormRouteOptions<T>) {
  const notAllowed = async () => methodNotAllowed(ALLOW);
  return withRequestIds({
    POST: async (request: Request, log: Logger) => {
      const opened = hostOrNull(host, log);
      // Refused like a failed save.
      return opened ? receive(request, opened, options, log) : errors(500, { [BODY_FIELD]: ['not_stored'] });
    },
    OPTIONS: async (request: Request) => {
      const { FORMS_ALLOWED_ORIGINS, FORMS_TRUST_PROXY } = env();
      return preflight(request, FORMS_ALLOWED_ORIGINS, ['POST'], FORMS_TRUST_PROXY);
    },
    GET: notAllowed,
    HEAD: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
  });
}
