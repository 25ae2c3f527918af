import { refusedFields } from '@polyfence/lead-contract';
import { failure, ok, type ApiResult } from './result';

export const POST_TIMEOUT_MS = 15_000;

export interface PostOptions<T> {
  timeoutMs?: number;
  /** More request headers (a lead's source, to the site's own host). */
  headers?: Record<string, string>;
  /** Reads a 2xx response; its result is the call's. Default: the body is not read. */
  read?: (response: Response) => Promise<ApiResult<T>>;
}

/**
 * POSTs JSON and maps the outcome: 2xx → ok, 409 → conflict, other status → error (a 400
 * with the fields the host refused, if it names them),
 * a rejected fetch → network error, no answer (body included) within the timeout → timeout.
 */
export async function postJson<T = null>(
  url: string,
  body: unknown,
  { timeoutMs = POST_TIMEOUT_MS, read, headers = {} }: PostOptions<T> = {},
): Promise<ApiResult<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.status === 409) return { kind: 'conflict', status: 409 };
    if (response.status === 400) {
      // The forms host names the refused fields: the report says which, and why.
      const invalid = refusedFields(await response.json().catch(() => null));
      return invalid ? { ...failure('http', 400), invalid } : failure('http', 400);
    }
    if (!response.ok) return failure('http', response.status);
    return read ? await read(response) : (ok(null) as ApiResult<T>);
  } catch {
    return failure(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}
