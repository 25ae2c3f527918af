import {
  HONEYPOT_FIELD,
  LEAD_SOURCE_HEADER,
  PROOF_OF_WORK_HEADER,
  type CareerPayload,
  type ContactPayload,
} from '@polyfence/lead-contract';
import { postJson } from './postJson';
import { publicEnv } from '@/lib/publicEnv';
import type { ApiResult } from './result';

// Unset: the site's own origin (a relative URL).
const defaultHost = publicEnv.NEXT_PUBLIC_FORMS_HOST ?? '';

export interface LeadOptions {
  /** Where the lead came from (X-Lead-Source), for the site's own host only. */
  source?: string;
  /** The encoded proof of work, when one was solved. */
  proof?: string | null;
  /** The honeypot's value: filled, the host keeps the lead as spam. */
  trap?: string;
  host?: string;
}

/**
 * The request beside the payload. The source goes to the site's own host only: another host
 * gets the contract's request as it is, and the visit's record never leaves the site. The proof
 * header goes only with a proof, so a host that hands out none is never asked to allow it.
 */
function leadRequest<P extends object>(payload: P, { source, proof, trap, host = defaultHost }: LeadOptions) {
  const headers: Record<string, string> = {};
  if (host === '' && source) headers[LEAD_SOURCE_HEADER] = source;
  if (proof) headers[PROOF_OF_WORK_HEADER] = proof;
  return { host, body: trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload, headers };
}

/** Contact request: POST {FORMS_HOST}/propulso/geo; the body of the answer is not read. */
export function sendContact(payload: ContactPayload, options: LeadOptions = {}): Promise<ApiResult> {
  const { host, body, headers } = leadRequest(payload, options);
  return postJson(`${host}/propulso/geo`, body, { headers });
}

/** Job application: POST {FORMS_HOST}/propulso/career; the body of the answer is not read. */
export function sendCareer(payload: CareerPayload, options: LeadOptions = {}): Promise<ApiResult> {
  const { host, body, headers } = leadRequest(payload, options);
  return postJson(`${host}/propulso/career`, body, { headers });
}
