import type { FieldErrors } from '@polyfence/lead-contract';

export { BODY_FIELD, fieldErrorsOf, type FieldErrors } from '@polyfence/lead-contract';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** An error answer: `{errors: {field: [messages]}}`. */
export function errors(status: number, fieldErrors: FieldErrors, headers: Record<string, string> = {}) {
  return json(status, { errors: fieldErrors }, headers);
}

/** 405 with the methods the route does answer. */
export function methodNotAllowed(allow: readonly string[]): Response {
  return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: allow.join(', ') } });
}
