import { LEAD_SOURCE_HEADER, type CareerPayload, type ContactPayload } from '@polyfence/lead-contract';
import { postJson } from './postJson';
import { publicEnv } from '@/lib/publicEnv';
import type { ApiResult } from './result';

// Unset: the site's own origin (a relative URL).
const defaultHost = publicEnv.NEXT_PUBLIC_FORMS_HOST ?? '';

/**
 * Where the lead came from, for the site's own host only: another host gets the contract's
 * request as it is, and the visit's record never leaves the site.
 */
const sourceHeaders = (host: string, source: string | undefined): Record<string, string> =>
  host === '' && source ? { [LEAD_SOURCE_HEADER]: source } : {};

/** Contact request: POST {FORMS_HOST}/propulso/geo; the body of the answer is not read. */
export function sendContact(
  payload: ContactPayload,
  source?: string,
  host = defaultHost,
): Promise<ApiResult> {
  return postJson(`${host}/propulso/geo`, payload, { headers: sourceHeaders(host, source) });
}

/** Job application: POST {FORMS_HOST}/propulso/career; the body of the answer is not read. */
export function sendCareer(payload: CareerPayload, source?: string, host = defaultHost): Promise<ApiResult> {
  return postJson(`${host}/propulso/career`, payload, { headers: sourceHeaders(host, source) });
}
