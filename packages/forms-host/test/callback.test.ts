// @vitest-environment node
import { dueWords } from '../src/clock/dueWords';
import { remindAt } from '../src/lifecycle/reminders';
import { signCalledBack, verifyCalledBack } from '../src/team/calledBackLink';

const ZONE = 'America/Toronto';
// Monday 2026-11-23, 10:00 in Toronto (UTC-5).
const MONDAY = new Date('2026-11-23T15:00:00Z');

describe('dueWords', () => {
  it('says a due time within the week by its weekday, in each language', () => {
    const tuesday = new Date('2026-11-24T14:00:00Z'); // 9:00
    const thursday = new Date('2026-11-26T19:30:00Z'); // 14:30
    expect(dueWords(tuesday, 'en-US', ZONE, MONDAY)).toBe('tomorrow 9:00 AM');
    expect(dueWords(tuesday, 'fr', ZONE, MONDAY)).toBe('demain à 9\u00a0h');
    expect(dueWords(thursday, 'en-US', ZONE, MONDAY)).toBe('Thursday 2:30 PM');
    expect(dueWords(thursday, 'fr', ZONE, MONDAY)).toBe('jeudi à 14\u00a0h\u00a030');
  });

  it('says today, and the date when it is a week or more away', () => {
    const later = new Date('2026-11-23T20:02:00Z'); // 15:02
    expect(dueWords(later, 'en-US', ZONE, MONDAY)).toBe('3:02 PM today');
    expect(dueWords(later, 'fr', ZONE, MONDAY)).toBe('15\u00a0h\u00a002 aujourd’hui');
    const nextWeek = new Date('2026-12-01T14:00:00Z');
    expect(dueWords(nextWeek, 'en-US', ZONE, MONDAY)).toBe('Tuesday, December 1, 9:00 AM');
    expect(dueWords(nextWeek, 'fr', ZONE, MONDAY)).toBe('le mardi 1er\u00a0décembre à 9\u00a0h');
  });

  it('reads the day in the team’s zone, not UTC', () => {
    // 23:30 Monday in Toronto is already Tuesday in UTC.
    const late = new Date('2026-11-24T04:30:00Z');
    expect(dueWords(late, 'en-US', ZONE, MONDAY)).toBe('11:30 PM today');
  });
});

describe('remindAt', () => {
  it('is three quarters of the wall time from arrival to due', () => {
    expect(new Date(remindAt('2026-11-23T15:00:00.000Z', '2026-11-23T15:04:00.000Z')).toISOString()).toBe(
      '2026-11-23T15:03:00.000Z',
    );
  });
});

describe('the called-back link', () => {
  const key = 'k'.repeat(43);
  const now = Date.parse('2026-11-23T15:00:00Z');
  const claim = {
    leadId: '0b6f6a3e-1d1a-4c47-9d0a-4a52b1c3d2e1',
    recipient: 'élodie@example.com',
    expiresAt: now + 1000,
  };

  it('carries its lead, recipient and expiry, signed', () => {
    const token = signCalledBack(key, claim);
    // URL-safe, and no dot: the site's proxy leaves a path with a dot alone.
    expect(token).toMatch(/^[\w~-]+$/);
    expect(verifyCalledBack(key, token, now)).toEqual(claim);
  });

  it('is refused under another key, altered in any part, or expired', () => {
    const token = signCalledBack(key, claim);
    expect(verifyCalledBack('x'.repeat(43), token, now)).toBeNull();
    const [lead, recipient, expiry, signature] = token.split('~') as [string, string, string, string];
    const other = signCalledBack(key, { ...claim, leadId: '11111111-1d1a-4c47-9d0a-4a52b1c3d2e1' }).split(
      '~',
    )[0];
    expect(verifyCalledBack(key, [other, recipient, expiry, signature].join('~'), now)).toBeNull();
    const mallory = Buffer.from('mallory@example.com').toString('base64url');
    expect(verifyCalledBack(key, [lead, mallory, expiry, signature].join('~'), now)).toBeNull();
    expect(verifyCalledBack(key, [lead, recipient, String(now + 9e9), signature].join('~'), now)).toBeNull();
    expect(
      verifyCalledBack(key, [lead, recipient, expiry, signature.slice(0, -1)].join('~'), now),
    ).toBeNull();
    expect(verifyCalledBack(key, token, claim.expiresAt)).toBeNull();
    expect(verifyCalledBack(key, 'not a token', now)).toBeNull();
  });
});
