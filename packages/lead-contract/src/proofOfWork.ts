/**
 * The proof of work the site's forms solve while a visitor fills them (ALTCHA, v2 format).
 * The forms host hands out a signed challenge at CHALLENGE_PATH; the browser sends back the
 * challenge with its solution, base64-encoded JSON, in PROOF_OF_WORK_HEADER (JSON posts) or
 * in the PROOF_OF_WORK_PARAM query parameter (the opt-in's JSONP GET, which cannot carry headers).
 */
export const CHALLENGE_PATH = '/propulso/challenge';
export const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';
export const PROOF_OF_WORK_PARAM = 'altcha';
/** Longest encoded proof the host reads; anything longer is not a proof. */
export const PROOF_MAX_LENGTH = 2048;

/** A challenge and its solution as the header carries them (base64 of their JSON, UTF-8 free: all ASCII). */
export const encodeProof = (payload: { challenge: unknown; solution: unknown }): string =>
  btoa(JSON.stringify(payload));
