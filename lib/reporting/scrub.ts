/** Keys whose values never leave the browser in a report, at any depth. */
const SECRET_KEYS = new Set(['password', 'confirm_password']);
/** A PDF in base64 starts with "%PDF-" encoded: the CV's content, wherever it hides. */
const PDF_BASE64 = /^JVBERi0/;
export const REDACTED = '[redacted]';

function scrubValue(
  value: unknown,
  key: string | undefined,
  parentKey: string | undefined,
  depth: number,
): unknown {
  if (key !== undefined && SECRET_KEYS.has(key.toLowerCase())) return REDACTED;
  if (key === 'content' && parentKey === 'files') return REDACTED;
  if (typeof value === 'string') return PDF_BASE64.test(value) ? REDACTED : value;
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined, key, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubValue(v, k, key, depth + 1);
  return out;
}

/**
 * Removes secrets from a report before it is sent (Sentry `beforeSend`): passwords,
 * the CV's content, and request cookies, headers and bodies should a default ever
 * collect them. Returns a copy; the event given is left as it is.
 */
export function scrubEvent<E extends object>(event: E): E {
  const copy = scrubValue(event, undefined, undefined, 0) as E & {
    request?: { cookies?: unknown; headers?: unknown; data?: unknown };
  };
  if (copy.request) {
    delete copy.request.cookies;
    delete copy.request.headers;
    delete copy.request.data;
  }
  return copy;
}

/** Field values fit for a report: secrets and the CV content left out. */
export function reportableValues(values: Record<string, unknown>): Record<string, unknown> {
  return scrubValue(values, undefined, undefined, 0) as Record<string, unknown>;
}
