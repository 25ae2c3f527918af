import { type CareerPayload, type ContactPayload } from '@polyfence/lead-contract';
import { postJson } from './postJson';
import { publicEnv } from '@/lib/publicEnv';
import type { ApiResult } from './result';

// Unset: the site's own origin (a relative URL).
const defaultHost = publicEnv.NEXT_PUBLIC_FORMS_HOST ?? '';

/** Contact request: POST {FORMS_HOST}/propulso/geo; the body of the answer is not read. */
export function sendContact(payload: ContactPayload, host = defaultHost): Promise<ApiResult> {
  return postJson(`${host}/propulso/geo`, payload);
}

/** Job application: POST {FORMS_HOST}/propulso/career; the body of the answer is not read. */
export function sendCareer(payload: CareerPayload, host = defaultHost): Promise<ApiResult> {
  return postJson(`${host}/propulso/career`, payload);
}
