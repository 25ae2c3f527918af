// @vitest-environment node
import { emailKey, storedEmail } from '../src/leads/emailKey';

describe('emailKey', () => {
  it('is one key for an address in any case', () => {
    expect(emailKey('ÉLODIE.CÔTÉ@Exemple.CA')).toBe(emailKey('élodie.côté@exemple.ca'));
    expect(emailKey('  Jo@Example.com ')).toBe('jo@example.com');
  });

  it('is one key whether accents are composed (NFC) or decomposed (NFD)', () => {
    const composed = 'élodie.côté@exemple.ca';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(emailKey(decomposed)).toBe(emailKey(composed));
    expect(emailKey(decomposed.toUpperCase())).toBe(emailKey(composed));
  });

  it('folds case in full, beyond one-to-one lowercasing', () => {
    expect(emailKey('STRASSE@example.de')).toBe(emailKey('straße@example.de'));
    expect(emailKey('ΟΔΥΣΣΕΥΣ@example.gr')).toBe(emailKey('οδυσσευς@example.gr'));
    expect(emailKey('οδυσσευσ@example.gr')).toBe(emailKey('οδυσσευς@example.gr'));
  });

  it('is the same key applied twice, capital sharp s included', () => {
    expect(emailKey('STRA\u1E9EE@example.de')).toBe(emailKey('straße@example.de'));
    for (const address of ['STRA\u1E9EE@x.de', 'İSTANBUL@x.tr', 'ΟΔΥΣΣΕΥΣ@x.gr', 'É@x.ca'.normalize('NFD')])
      expect(emailKey(emailKey(address))).toBe(emailKey(address));
  });

  it('keeps different addresses apart, the dotless ı from i as case folding does', () => {
    expect(emailKey('kıral@example.tr')).not.toBe(emailKey('kiral@example.tr'));
    expect(emailKey('elodie@exemple.ca')).not.toBe(emailKey('élodie@exemple.ca'));
  });
});

describe('storedEmail', () => {
  it('is the address trimmed and composed, its case kept', () => {
    expect(storedEmail(' E\u0301lodie@Exemple.ca ')).toBe('\u00c9lodie@Exemple.ca');
  });
});
