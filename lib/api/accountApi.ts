import type { SignupPayload } from '@/lib/forms/signup';
import { postJson } from './postJson';
import { publicEnv } from '@/lib/publicEnv';
import { failure, ok, type ApiResult } from './result';

/** Account creation: POST {API_HOST}/account/ → the `token` the app's welcome route needs. */
export function createAccount(
  payload: SignupPayload,
  host = publicEnv.NEXT_PUBLIC_API_HOST,
): Promise<ApiResult<{ token: string }>> {
  if (!host) return Promise.resolve(failure('config'));
  return postJson(`${host}/account/`, payload, { read: readToken });
}

// A 2xx without a token leaves the visitor nowhere to go: treat it as a failure.
async function readToken(response: Response): Promise<ApiResult<{ token: string }>> {
  try {
    const body: unknown = await response.json();
    const token = (body as { token?: unknown } | null)?.token;
    if (typeof token === 'string' && token !== '') return ok({ token });
  } catch {
    // Not JSON: same as no token.
  }
  return failure('invalid-response', response.status);
}

/** The app's welcome route, `{APP_URL}/#/welcome?token=TOKEN`. */
export function welcomeUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/#/welcome?token=${encodeURIComponent(token)}`;
}
