import { jsonp } from './jsonp';
import { publicEnv } from '@/lib/publicEnv';
import { failure, type ApiResult } from './result';

/**
 * With no mailing list configured, the forms host keeps the subscriptions: its own JSONP
 * endpoint (app/optin), on NEXT_PUBLIC_FORMS_HOST or else this site's origin.
 */
export function formsHostOptinUrl(): string {
  return `${publicEnv.NEXT_PUBLIC_FORMS_HOST ?? window.location.origin}/optin/subscribe/post-json?u=local&id=local`;
}

/**
 * Mailing-list opt-in: JSONP GET {OPTIN_URL}&EMAIL=…&SIGNUP=…&c=CALLBACK.
 * The provider's answer is not read: its callback being called is success.
 */
export async function subscribe(
  email: string,
  {
    url = publicEnv.NEXT_PUBLIC_OPTIN_URL ?? formsHostOptinUrl(),
    source = publicEnv.NEXT_PUBLIC_OPTIN_SOURCE,
  } = {},
): Promise<ApiResult> {
  if (!url) return failure('config');
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return failure('config');
  }
  target.searchParams.set('EMAIL', email);
  target.searchParams.set('SIGNUP', source);
  const result = await jsonp(target.toString(), { callbackParam: 'c' });
  return result.kind === 'ok' ? { kind: 'ok', data: null } : result;
}
