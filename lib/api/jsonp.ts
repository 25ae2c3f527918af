import { failure, ok, type ApiResult } from './result';

export const JSONP_TIMEOUT_MS = 10_000;

let sequence = 0;

/**
 * Loads `url` as a <script> with a unique global callback in `callbackParam`.
 * The callback being called is success; a script error or no call within the
 * timeout is failure. The script and the global are removed in every case, and
 * concurrent calls never share a callback.
 */
export function jsonp(
  url: string,
  { callbackParam = 'c', timeoutMs = JSONP_TIMEOUT_MS }: { callbackParam?: string; timeoutMs?: number } = {},
): Promise<ApiResult<unknown>> {
  return new Promise((resolve) => {
    let src: URL;
    try {
      src = new URL(url);
    } catch {
      resolve(failure('config'));
      return;
    }
    sequence += 1;
    const name = `__jsonp_${Date.now().toString(36)}_${sequence}`;
    const globals = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    let settled = false;
    const timer = setTimeout(() => finish(failure('timeout')), timeoutMs);

    const finish = (result: ApiResult<unknown>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.onerror = null;
      script.remove();
      delete globals[name];
      resolve(result);
    };

    globals[name] = (data: unknown) => finish(ok(data));
    script.onerror = () => finish(failure('network'));

    src.searchParams.set(callbackParam, name);
    script.src = src.toString();
    script.async = true;
    document.head.appendChild(script);
  });
}
