import { randomUUID } from 'node:crypto';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { isHoneypotFilled } from '@/lib/forms/honeypot';
import { corsHeaders, originAllowed, preflight } from './cors';
import type { Db } from './db';
import { serverEnv } from './env';
import { clientHash, formsHost, requestMeta } from './host';
import type { RequestMeta } from './leads-store';
import { logRequestFailure } from './log';
import { readBodyWithLimit } from './read-body';
import { BODY_FIELD, errors, fieldErrorsOf, json, methodNotAllowed, type FieldErrors } from './responses';

export type SaveResult = { ok: true; id: string } | { ok: false; errors: FieldErrors };

export interface FormRouteOptions<T> {
  /** The form's shared schema (lib/forms), applied to the parsed JSON body. */
  schema: $ZodType<T>;
  /** Largest body read, in bytes; a larger one is answered 413. */
  bodyLimit: number;
  /** Commits the values; the request is acknowledged only after it returns. */
  save: (db: Db, values: T, meta: RequestMeta) => SaveResult;
}

const ALLOW = ['POST', 'OPTIONS'] as const;

/** `application/json`, in UTF-8 if a charset is named. */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p.replace(/"/g, '') === 'charset=utf-8');
}

/** The POST handler of a form: every check, cheapest first, then one committed row. */
async function receive<T>(request: Request, options: FormRouteOptions<T>): Promise<Response> {
  const host = formsHost();
  const origin = request.headers.get('origin');
  if (!originAllowed(origin, request.url, host.env.FORMS_ALLOWED_ORIGINS)) {
    return errors(403, { [BODY_FIELD]: ['origin_not_allowed'] }, { Vary: 'Origin' });
  }
  const cors = corsHeaders(origin);

  const hash = clientHash(host, request);
  const limit = host.limiter.take(hash);
  if (!limit.allowed) {
    return errors(
      429,
      { [BODY_FIELD]: ['rate_limited'] },
      { ...cors, 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return errors(415, { [BODY_FIELD]: ['expected_application_json'] }, cors);
  }

  const body = await readBodyWithLimit(request, options.bodyLimit);
  if (body.kind === 'too-large') {
    // Cut off mid-body: this connection cannot carry another request.
    const close: Record<string, string> = body.drained ? {} : { Connection: 'close' };
    return errors(413, { [BODY_FIELD]: ['too_large'] }, { ...cors, ...close });
  }
  if (body.kind === 'not-utf8') return errors(400, { [BODY_FIELD]: ['invalid_json'] }, cors);
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return errors(400, { [BODY_FIELD]: ['invalid_json'] }, cors);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return errors(400, { [BODY_FIELD]: ['expected_object'] }, cors);
  }

  // Same answer as a stored request, and nothing written.
  if (isHoneypotFilled(data)) return json(201, { id: randomUUID() }, cors);

  const parsed = safeParse(options.schema, data);
  if (!parsed.success) return errors(400, fieldErrorsOf(parsed.error.issues), cors);

  let saved: SaveResult;
  try {
    saved = options.save(host.db, parsed.data, requestMeta(request, hash));
  } catch (error) {
    logRequestFailure('could not store a request', error);
    return errors(500, { [BODY_FIELD]: ['not_stored'] }, cors);
  }
  return saved.ok ? json(201, { id: saved.id }, cors) : errors(400, saved.errors, cors);
}

/** Every method of a form's route: POST and its CORS preflight, 405 for the rest. */
export function formRoute<T>(options: FormRouteOptions<T>) {
  const notAllowed = async () => methodNotAllowed(ALLOW);
  return {
    POST: (request: Request) => receive(request, options),
    OPTIONS: async (request: Request) => preflight(request, serverEnv().FORMS_ALLOWED_ORIGINS, ['POST']),
    GET: notAllowed,
    HEAD: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
  };
}
