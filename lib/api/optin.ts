import { HONEYPOT_FIELD, PROOF_OF_WORK_PARAM } from '@polyfence/lead-contract';
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
 * Mailing-list opt-in: JSONP GET {OPTIN_URL}&EMAIL=…&SIGNUP=…&c=CALLBACK; to the forms host's
 * own endpoint, the proof of work and a filled trap too (a mailing list is sent neither).
 * The provider's answer is not read: its callback being called is success.
 */
export async function subscribe(
  email: string,
  {
    url = publicEnv.NEXT_PUBLIC_OPTIN_URL ?? formsHostOptinUrl(),
    source = publicEnv.NEXT_PUBLIC_OPTIN_SOURCE,
    proof = null as string | null,
    trap = '',
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
  if (url === formsHostOptinUrl()) {
    if (proof) target.searchParams.set(PROOF_OF_WORK_PARAM, proof);
    if (trap) target.searchParams.set(HONEYPOT_FIELD, trap);
  }
  const result = await jsonp(target.toString(), { callbackParam: 'c' });
  return result.kind === 'ok' ? { kind: 'ok', data: null } : result;
}
