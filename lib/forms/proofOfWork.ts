import type { Challenge } from 'altcha-lib';
import { CHALLENGE_PATH, encodeProof } from '@polyfence/lead-contract';
import { publicEnv } from '@/lib/publicEnv';

/** Longest a submit waits for its proof; past it the post goes without one (kept as spam, not lost). */
export const PROOF_WAIT_MS = 10_000;
/** A challenge expiring sooner than this is replaced: the host must still find it valid. */
export const FRESH_FOR_MS = 60_000;

type Solver = Pick<typeof import('./proofSolver'), 'solve'>;

export interface ProofOfWorkOptions {
  /** The forms host's base URL; '' for the site itself. */
  host?: string;
  waitMs?: number;
  /** The solver's chunk; a test may hand in another. */
  loadSolver?: () => Promise<Solver>;
  now?: () => number;
}

/** One form's proof of work (ALTCHA): solved while the visitor fills the form, spent at submit. */
export interface ProofOfWork {
  /** Fetches and solves a challenge unless one is already under way; call it on every use of the form. */
  start(): void;
  /** The encoded proof for the next post, or null on any failure (the post then goes without it). */
  proof(): Promise<string | null>;
}

type Solved = { payload: string; expiresAtMs: number };

const isChallenge = (value: unknown): value is Challenge =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Challenge).parameters === 'object' &&
  typeof (value as Challenge).signature === 'string';

async function solveOne(host: string, controller: AbortController, load: () => Promise<Solver>) {
  // Without Web Crypto (an insecure origin, an old browser) there is nothing to solve with.
  if (!globalThis.crypto?.subtle) return null;
  // The solver's chunk loads while the challenge is on its way.
  const [response, solver] = await Promise.all([
    fetch(`${host}${CHALLENGE_PATH}`, { cache: 'no-store', signal: controller.signal }),
    load(),
  ]);
  // Another host may have no challenges to give (404) or answer something else.
  const challenge: unknown = response.ok ? await response.json() : null;
  if (!isChallenge(challenge)) return null;
  const solution = await solver.solve(challenge, controller);
  if (!solution) return null;
  const expiresAt = challenge.parameters.expiresAt;
  return {
    payload: encodeProof({ challenge, solution }),
    expiresAtMs: expiresAt ? expiresAt * 1000 : Infinity,
  } satisfies Solved;
}

/** `promise`'s value, or null once `ms` have passed. */
function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, ms))));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createProofOfWork({
  host = publicEnv.NEXT_PUBLIC_FORMS_HOST ?? '',
  waitMs = PROOF_WAIT_MS,
  loadSolver = () => import('./proofSolver'),
  now = Date.now,
}: ProofOfWorkOptions = {}): ProofOfWork {
  let attempt: { controller: AbortController; result: Promise<Solved | null> } | null = null;

  const start = () => {
    if (attempt) return;
    const controller = new AbortController();
    // Every failure is quiet: the form works without a proof.
    attempt = { controller, result: solveOne(host, controller, loadSolver).catch(() => null) };
  };
  const current = () => {
    start();
    return attempt!;
  };
  const drop = () => {
    attempt?.controller.abort();
    attempt = null;
  };

  return {
    start,
    async proof() {
      const deadline = now() + waitMs;
      let solved = await within(current().result, waitMs);
      if (solved && solved.expiresAtMs - now() < FRESH_FOR_MS) {
        drop();
        solved = await within(current().result, deadline - now());
      }
      // A proof is single use, and a failed attempt is not retried until the next post.
      drop();
      return solved?.payload ?? null;
    },
  };
}
