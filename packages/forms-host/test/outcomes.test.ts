import { centsOf, outcomeDetail } from '../src/lifecycle/outcomes';

describe('a won lead’s value as a member types it', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500,50', 150_050],
    ['1,500.50', 150_050],
    ['1 500,50', 150_050],
    ['1\u202f500', 150_000],
    ['1.500,5', 150_050],
    ['$1,500', 150_000],
    ['0', 0],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it('reads an empty field as no value, and refuses what is no amount', () => {
    expect(centsOf('  ')).toBeNull();
    for (const typed of ['-5', '12abc', '1.2.3', '1,5000', '1e5', '10000000000000', 'NaN'])
      expect(centsOf(typed), typed).toBeUndefined();
  });

  it('audits what came with the status', () => {
    expect(outcomeDetail('won', { wonValueCents: 150_050 })).toBe('won 1500.50');
    expect(outcomeDetail('lost', { lostReason: 'competitor' })).toBe('lost competitor');
    expect(outcomeDetail('qualified', { wonValueCents: 5, lostReason: 'other' })).toBe('qualified');
  });
});
