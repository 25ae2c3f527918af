import Database from 'better-sqlite3';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeProof } from '@polyfence/lead-contract';
import { migrate } from '../src/db/migrations';
import { directRunner } from '../src/db/runner';
import { newChallenge, proofProblem, PROOF_LIFETIME_MS } from '../src/spam/proof';
import { contentReasons } from '../src/spam/rules';

const store = () => {
  const db = new Database(':memory:');
  migrate(db);
  return directRunner(db);
};

async function solved(runner: ReturnType<typeof store>, now = Date.now()) {
  const challenge = await newChallenge(runner, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution! };
}

describe('the proof of work', () => {
  it('accepts a solved challenge once, on any instance of the store, then calls it replayed', async () => {
    const runner = store();
    const proof = encodeProof(await solved(runner));
    expect(await proofProblem(runner, proof)).toBeNull();
    expect(await proofProblem(runner, proof)).toBe('proof-replayed');
  });

  it('names what is wrong: missing, not a proof, forged, a wrong answer, expired', async () => {
    const runner = store();
    expect(await proofProblem(runner, null)).toBe('proof-missing');
    expect(await proofProblem(runner, 'not base64 JSON')).toBe('proof-invalid');
    expect(await proofProblem(runner, 'A'.repeat(10_000))).toBe('proof-invalid');

    const good = await solved(runner);
    const cheaper = { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } };
    expect(await proofProblem(runner, encodeProof({ ...good, challenge: cheaper }))).toBe('proof-invalid');
    const wrong = { ...good.solution, derivedKey: '00'.repeat(32) };
    expect(await proofProblem(runner, encodeProof({ ...good, solution: wrong }))).toBe('proof-invalid');
    // Signed by another host's key.
    const elsewhere = await solved(store());
    expect(await proofProblem(runner, encodeProof(elsewhere))).toBe('proof-invalid');

    const old = await solved(runner, Date.now() - PROOF_LIFETIME_MS - 1000);
    expect(await proofProblem(runner, encodeProof(old))).toBe('proof-expired');
    // The good one was never spent by the refusals above.
    expect(await proofProblem(runner, encodeProof(good))).toBeNull();
  });
});

describe('the content rules', () => {
  // Real-looking leads from Québec: accents, apostrophes, hyphens, numbered companies.
  const people = [
    { name: "Marie-Ève D'Amours", company: "Boulangerie L'Épi d'Or", role: 'Propriétaire' },
    { name: 'Jean-François Côté', company: '9123-4567 Québec inc.', role: 'Directeur marketing' },
    { name: 'Siobhan McDonald', company: 'MacKenzie & Fils', role: 'VP, Ventes' },
    { name: 'Nguyễn Thị Hồng', company: 'Épicerie.ca', role: 'Co-fondatrice' },
    { name: 'Ana DeLaRosa', company: 'Café Olimpico', role: 'Gérante (été 2026)' },
    {
      name: "O'Neil-Tremblay",
      company: 'Les Entreprises A.B.C. ltée',
      role: 'Président & chef de la direction',
    },
    { name: 'Zoë Saint-Pierre', company: 'Studio 3D inc.', role: '' },
    { name: 'Li Wei', company: 'Groupe Rocher (St-Hyacinthe)', role: 'R&D' },
  ];
  it.each(people)('holds nothing typed by a person: $name, $company', (person) => {
    expect(contentReasons(person)).toEqual([]);
  });

  it.each([
    [{ name: 'Cheap SEO https://spam.example' }, 'link'],
    [{ name: 'Bob', company: 'www.buy-now.example' }, 'link'],
    [{ name: 'Bob', role: 'see bit.ly/abc123' }, 'link'],
    [{ name: 'Bob', company: '[url=http://x.example]x[/url]' }, 'link'],
    [{ name: '<a href=x>Bob</a>' }, 'markup'],
    [{ name: 'Bob', company: 'Acme &#60;script&#62;' }, 'markup'],
    [{ name: '12345678' }, 'unlike-fields'],
    [{ name: 'bob@spam.example' }, 'unlike-fields'],
    [{ name: 'xKfTgHqLpW' }, 'unlike-fields'],
    [{ name: 'Bob', company: 'hGtRfEdWsQ' }, 'unlike-fields'],
  ])('holds %o for %s', (text, reason) => {
    expect(contentReasons(text)).toContain(reason);
  });
});
