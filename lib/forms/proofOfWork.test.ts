import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_PATH } from '@polyfence/lead-contract';
import { createProofOfWork, FRESH_FOR_MS } from './proofOfWork';

// The host's side, as packages/forms-host makes and checks them, at a cost a test affords.
const secrets = { hmacSignatureSecret: 'challenge-secret', hmacKeySignatureSecret: 'key-secret' };
const challenge = (expiresAt = new Date(Date.now() + 15 * 60_000)) =>
  createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 20, deriveKey, expiresAt, ...secrets });

const decode = (payload: string) =>
  JSON.parse(atob(payload)) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };

/** A fetch that answers each call with the next of `answers` (a challenge, a status, or a rejection). */
function serve(...answers: (Challenge | number | Error)[]) {
  let i = 0;
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => {
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('{}', { status: answer });
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('createProofOfWork', () => {
  it('fetches a challenge from the host once however often it starts, and solves it as the host checks', async () => {
    const fetch = serve(await challenge());
    const pow = createProofOfWork({ host: 'https://forms.test' });
    pow.start();
    pow.start();
    pow.start();
    const payload = await pow.proof();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toBe(`https://forms.test${CHALLENGE_PATH}`);
    const { challenge: sent, solution } = decode(payload!);
    const result = await verifySolution({ challenge: sent, solution, deriveKey, ...secrets });
    expect(result.verified).toBe(true);
  });

  it("asks the site's own origin when no host is set", async () => {
    const fetch = serve(await challenge());
    await createProofOfWork({ host: '' }).proof();
    expect(fetch.mock.calls[0]![0]).toBe(CHALLENGE_PATH);
  });

  it('starts at submit when the form was never used (autofill), and spends each proof once', async () => {
    const [first, second] = [await challenge(), await challenge()];
    const fetch = serve(first, second);
    const pow = createProofOfWork({ host: '' });
    const a = decode((await pow.proof())!);
    const b = decode((await pow.proof())!);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(a.challenge.signature).toBe(first.signature);
    expect(b.challenge.signature).toBe(second.signature);
  });

  it('replaces a challenge that expires within a minute before sending it', async () => {
    const soon = await challenge(new Date(Date.now() + FRESH_FOR_MS / 2));
    const fresh = await challenge();
    const fetch = serve(soon, fresh);
    const pow = createProofOfWork({ host: '' });
    pow.start();
    const { challenge: sent } = decode((await pow.proof())!);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sent.signature).toBe(fresh.signature);
  });

  it.each([
    ['no network', new TypeError('Failed to fetch')],
    ['a host without challenges', 404],
    ['a failing host', 500],
  ])('returns null at once with %s', async (_, answer) => {
    serve(answer);
    const started = performance.now();
    expect(await createProofOfWork({ host: 'https://other.test' }).proof()).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('returns null for an answer that is no challenge', async () => {
    serve({ parameters: { keyPrefix: 'zz' } } as unknown as Challenge);
    expect(await createProofOfWork({ host: '' }).proof()).toBeNull();
  });

  it('returns null without Web Crypto, fetching nothing', async () => {
    const fetch = serve(await challenge());
    vi.stubGlobal('crypto', {});
    expect(await createProofOfWork({ host: '' }).proof()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after the bounded wait when the challenge never comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const started = performance.now();
    expect(await createProofOfWork({ host: '', waitMs: 100 }).proof()).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('returns null when the solver fails to load, without throwing', async () => {
    serve(await challenge());
    const pow = createProofOfWork({ host: '', loadSolver: () => Promise.reject(new Error('chunk')) });
    expect(await pow.proof()).toBeNull();
  });
});
