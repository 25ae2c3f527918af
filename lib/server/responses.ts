import { isValidationMessage } from '@/lib/forms/messages';

/** Field → messages; the whole body's problems are under `body`. */
export type FieldErrors = Record<string, string[]>;

export const BODY_FIELD = 'body';

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

/**
 * Groups validation issues by field path ("files" for the CV object), each message once.
 * Only catalogue keys leave: a check without a message of ours (a wrong type, say) reads
 * `error_fields`, never the validator's own English.
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const grouped: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || BODY_FIELD;
    const message = isValidationMessage(issue.message) ? issue.message : 'error_fields';
    const messages = (grouped[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return grouped;
}
