import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Longest a solve may run; the form stops waiting long before (PROOF_WAIT_MS). */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves a forms host's challenge in the browser. Its own chunk: proofOfWork.ts imports it on a
 * form's first use, so no page loads it. The attempts run in one worker (one core: a phone keeps
 * the others), so typing meanwhile never waits on them; where no worker can start (an old browser,
 * a policy), they run here, PBKDF2 in crypto.subtle, altcha-lib yielding between attempts.
 */
export async function solve(challenge: Challenge, controller: AbortController): Promise<Solution | null> {
  const here = () => solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (typeof Worker !== 'function') return here();
  try {
    return await solveChallengeWorkers({
      challenge,
      controller,
      timeout: SOLVE_TIMEOUT_MS,
      concurrency: 1,
      createWorker: () => new Worker(new URL('./proofWorker.ts', import.meta.url), { type: 'module' }),
    });
  } catch {
    return controller.signal.aborted ? null : here();
  }
}
