import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Longest a solve may run; the form stops waiting long before (PROOF_WAIT_MS). */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves a forms host's challenge in the browser. Its own chunk: proofOfWork.ts imports it on a
 * form's first use, so no page loads it. PBKDF2 runs in crypto.subtle, off the main thread,
 * and altcha-lib yields between attempts, so typing stays smooth meanwhile.
 */
export const solve = (challenge: Challenge, controller: AbortController): Promise<Solution | null> =>
  solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
