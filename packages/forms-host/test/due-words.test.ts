// @vitest-environment node
import { businessClock } from '../src/clock/businessTime';
import { dueWords, shortTimeWords, timeWords, zoneWords } from '../src/clock/dueWords';
import { parseBusinessHours, parseHolidays, parseWindow } from '../src/clock/settings';

// The words the call-back emails put after "d’ici" (acknowledgement, reminder) or "avant"
// (escalation): Québec usage, the full date with its article, the time joined by « à ».

const ZONE = 'America/Toronto';
const NBSP = '\u00a0';
// Wednesday 2025-12-03, 10:00 in Montréal (UTC-5).
const WEDNESDAY = new Date('2025-12-03T15:00:00Z');
const fr = (due: string, now = WEDNESDAY) => dueWords(new Date(due), 'fr', ZONE, now);
const en = (due: string, now = WEDNESDAY) => dueWords(new Date(due), 'en-US', ZONE, now);

describe('dueWords in French', () => {
  it('gives a due time a week or more away as a full date with its article, « à » before the time', () => {
    expect(fr('2025-12-10T15:00:00Z')).toBe(`le mercredi 10${NBSP}décembre à 10${NBSP}h`);
    expect(`d’ici ${fr('2025-12-10T15:00:00Z')}`).toBe(`d’ici le mercredi 10${NBSP}décembre à 10${NBSP}h`);
    // The first of the month is 1er; minutes follow the h.
    expect(fr('2026-01-01T14:30:00Z')).toBe(`le jeudi 1er${NBSP}janvier à 9${NBSP}h${NBSP}30`);
  });

  it('says every application’s due time with the article: five business days are always a week or more', () => {
    const clock = businessClock({
      timeZone: ZONE,
      hours: parseBusinessHours('mon-fri 09:00-17:00')!,
      holidays: parseHolidays('qc')!,
    });
    const due = clock.dueAt(WEDNESDAY, parseWindow('P5D')!);
    expect(dueWords(due, 'fr', ZONE, WEDNESDAY)).toBe(`le mercredi 10${NBSP}décembre à 10${NBSP}h`);
  });

  it('says tomorrow and a weekday of this week with « à », today after the time', () => {
    expect(fr('2025-12-04T14:00:00Z')).toBe(`demain à 9${NBSP}h`);
    expect(fr('2025-12-09T14:00:00Z')).toBe(`mardi à 9${NBSP}h`);
    expect(fr('2025-12-03T20:00:00Z')).toBe(`15${NBSP}h aujourd’hui`);
  });

  it('gives a deadline already past (an escalation’s) as a full date, never "hier" or a bare weekday', () => {
    // Read on the next Monday, the due time of the Friday before, and of the day before.
    const monday = new Date('2025-12-08T15:00:00Z');
    expect(fr('2025-12-05T14:00:00Z', monday)).toBe(`le vendredi 5${NBSP}décembre à 9${NBSP}h`);
    expect(fr('2025-12-07T14:00:00Z', monday)).toBe(`le dimanche 7${NBSP}décembre à 9${NBSP}h`);
    expect(`avant ${fr('2025-12-05T14:00:00Z', monday)}`).toBe(
      `avant le vendredi 5${NBSP}décembre à 9${NBSP}h`,
    );
    // Earlier the same day: the time, today.
    expect(fr('2025-12-08T14:00:00Z', monday)).toBe(`9${NBSP}h aujourd’hui`);
  });
});

describe('dueWords in English', () => {
  it('is unchanged: the date and its time, no article', () => {
    expect(en('2025-12-10T15:00:00Z')).toBe('Wednesday, December 10, 10:00 AM');
    expect(en('2025-12-04T14:00:00Z')).toBe('tomorrow 9:00 AM');
    expect(en('2025-12-09T14:00:00Z')).toBe('Tuesday 9:00 AM');
    expect(en('2025-12-05T14:00:00Z', new Date('2025-12-08T15:00:00Z'))).toBe('Friday, December 5, 9:00 AM');
  });
});

describe('times on the team’s pages and in its notification', () => {
  const TORONTO = 'America/Toronto';
  it('writes a date and time as each language does, in the team’s zone', () => {
    expect(shortTimeWords(new Date('2026-12-04T19:00:00Z'), 'en-US', TORONTO)).toBe('Dec 4, 2026, 2:00 PM');
    expect(shortTimeWords(new Date('2026-12-04T19:00:00Z'), 'fr', TORONTO)).toBe(
      `4${NBSP}déc. 2026 à 14${NBSP}h`,
    );
    expect(shortTimeWords(new Date('2026-12-01T14:30:00Z'), 'fr', TORONTO)).toBe(
      `1er${NBSP}déc. 2026 à 9${NBSP}h${NBSP}30`,
    );
    expect(shortTimeWords(new Date('2026-12-01T14:30:00Z'), 'fr', TORONTO, false)).toBe(
      `1er${NBSP}déc. 2026`,
    );
  });

  it('names the instant in full with its zone, and the zone alone', () => {
    expect(timeWords(new Date('2026-12-01T14:00:00Z'), 'en-US', TORONTO)).toBe(
      'Tuesday, December 1, 2026 at 9:00 AM EST',
    );
    expect(timeWords(new Date('2026-12-01T14:05:00Z'), 'fr', TORONTO)).toBe(
      `mardi 1er${NBSP}décembre 2026 à 9${NBSP}h${NBSP}05 (HNE)`,
    );
    expect(zoneWords('fr', TORONTO)).toBe('heure de l’Est');
    expect(zoneWords('en-US', 'America/Vancouver')).toBe('Pacific Time');
  });
});
