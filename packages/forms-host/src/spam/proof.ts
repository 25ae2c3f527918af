import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { PROOF_MAX_LENGTH } from '@polyfence/lead-contract';
import { run, type SqlRunner } from '../db/runner';
import { hostSecret } from './secrets';

/**
 * The work asked of a browser: PBKDF2 rounds per attempt, and how many attempts (the server
 * picks the answer at random in this range and signs its key, so checking costs one HMAC).
 * Tuned with `npm run bench:proof`: a few seconds at most on a slow phone, while the
 * visitor is still typing.
 */
export const PROOF_COST = 1_000;
export const PROOF_ATTEMPTS = { min: 200, max: 1_000 } as const;
/** A challenge is valid this long after it is handed out: time to fill in a form, not to hoard. */
export const PROOF_LIFETIME_MS = 15 * 60 * 1000;

const ALGORITHM = 'PBKDF2/SHA-256';

const keys = async (store: SqlRunner) => ({
  hmacSignatureSecret: await hostSecret(store, 'proof-of-work-challenge'),
  hmacKeySignatureSecret: await hostSecret(store, 'proof-of-work-key'),
});

/** A new signed challenge, as GET /propulso/challenge hands it out. */
export async function newChallenge(store: SqlRunner, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: PROOF_COST,
    counter: randomInt(PROOF_ATTEMPTS.min, PROOF_ATTEMPTS.max),
    deriveKey,
    expiresAt: new Date(now + PROOF_LIFETIME_MS),
    ...(await keys(store)),
  });
}

export type ProofProblem = 'proof-missing' | 'proof-invalid' | 'proof-expired' | 'proof-replayed';

// Only the shape verifySolution reads; it checks the rest (the signature covers every parameter).
const proofSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(64),
      salt: z.string().max(64),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(128),
      expiresAt: z.number(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});

function decode(encoded: string) {
  if (encoded.length > PROOF_MAX_LENGTH) return null;
  try {
    const parsed = proofSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with a request's proof of work, or null when it is good. A good proof is
 * spent here: the same challenge is refused afterwards on every instance until it expires.
 */
export async function proofProblem(store: SqlRunner, encoded: string | null): Promise<ProofProblem | null> {
  if (!encoded) return 'proof-missing';
  const proof = decode(encoded);
  if (!proof) return 'proof-invalid';
  let result;
  try {
    result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      ...(await keys(store)),
    });
  } catch {
    return 'proof-invalid';
  }
  if (result.expired) return 'proof-expired';
  if (!result.verified) return 'proof-invalid';
  const expiresAt = new Date(proof.challenge.parameters.expiresAt * 1000).toISOString();
  const [spent] = await store.batch([
    run('INSERT INTO spent_proofs (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING', [
      proof.challenge.signature,
      expiresAt,
    ]),
  ]);
  return spent.changes === 1 ? null : 'proof-replayed';
}

/** Forgets the spent challenges that have expired (they would be refused as expired anyway). */
export const forgetExpiredProofs = (now: number) =>
  run('DELETE FROM spent_proofs WHERE expires_at < ?', [new Date(now).toISOString()]);
