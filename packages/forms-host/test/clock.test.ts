import { businessClock } from '../src/clock/businessTime';
import { parseBusinessHours, parseHolidays, parseWindow } from '../src/clock/settings';

// Times are written in Montréal's wall time with their offset (EST -05:00, EDT -04:00).
const clock = (hours = 'mon-fri 09:00-17:00', holidays = 'qc') =>
  businessClock({
    timeZone: 'America/Toronto',
    hours: parseBusinessHours(hours)!,
    holidays: parseHolidays(holidays)!,
  });
const due = (received: string, within: string, ...rest: Parameters<typeof clock>) =>
  clock(...rest)
    .dueAt(new Date(received), parseWindow(within)!)
    .toISOString();
const iso = (local: string) => new Date(local).toISOString();

describe('the call-back clock', () => {
  it('is due a business day later at the same time: Wednesday 14:00 → Thursday 14:00', () => {
    expect(due('2026-11-25T14:00:00-05:00', 'P1D')).toBe(iso('2026-11-26T14:00:00-05:00'));
  });

  it('skips a holiday: Thursday off, Wednesday 14:00 → Friday 14:00', () => {
    expect(due('2026-11-25T14:00:00-05:00', 'P1D', 'mon-fri 09:00-17:00', '2026-11-26')).toBe(
      iso('2026-11-27T14:00:00-05:00'),
    );
  });

  it('Friday evening before the Fête nationale on a Monday: the clock starts Tuesday at the opening', () => {
    // June 24, 2024 was a Monday. After Friday's closing, the day starts Tuesday 9:00 and ends
    // Wednesday 9:00; before the closing, it ends Tuesday at the same time.
    expect(due('2024-06-21T17:30:00-04:00', 'P1D')).toBe(iso('2024-06-26T09:00:00-04:00'));
    expect(due('2024-06-21T16:55:00-04:00', 'P1D')).toBe(iso('2024-06-25T16:55:00-04:00'));
  });

  it('a lead arriving at night starts at the next opening', () => {
    expect(due('2026-11-25T02:10:00-05:00', 'PT2H')).toBe(iso('2026-11-25T11:00:00-05:00'));
    expect(due('2026-11-28T10:00:00-05:00', 'PT2H')).toBe(iso('2026-11-30T11:00:00-05:00'));
  });

  it('carries hours over the closing into the next open day', () => {
    expect(due('2026-11-25T16:00:00-05:00', 'PT2H')).toBe(iso('2026-11-26T10:00:00-05:00'));
    expect(due('2026-11-27T16:30:00-05:00', 'PT1H')).toBe(iso('2026-11-30T09:30:00-05:00'));
  });

  it('spans several days: five business days over a weekend and Christmas', () => {
    expect(due('2026-12-22T10:00:00-05:00', 'P5D')).toBe(iso('2026-12-30T10:00:00-05:00'));
  });

  it('keeps the wall-clock time across the DST changes', () => {
    // Spring forward on Sunday 2026-03-08; fall back on Sunday 2026-11-01.
    expect(due('2026-03-06T14:00:00-05:00', 'P1D')).toBe(iso('2026-03-09T14:00:00-04:00'));
    expect(due('2026-10-30T14:00:00-04:00', 'P1D')).toBe(iso('2026-11-02T14:00:00-05:00'));
  });

  it('runs round the clock when the hours say so', () => {
    expect(due('2026-11-28T23:59:00-05:00', 'PT2M', 'mon-sun 00:00-24:00', 'none')).toBe(
      iso('2026-11-29T00:01:00-05:00'),
    );
  });

  it("counts Québec's statutory holidays of each year, movable ones included", () => {
    // Good Friday 2027 is March 26; Thursday 14:00 → Monday 14:00 (Easter Monday is no statutory holiday here).
    expect(due('2027-03-25T14:00:00-04:00', 'P1D')).toBe(iso('2027-03-29T14:00:00-04:00'));
    // Journée nationale des patriotes 2027: Monday May 24.
    expect(due('2027-05-21T14:00:00-04:00', 'P1D')).toBe(iso('2027-05-25T14:00:00-04:00'));
  });
});

describe('the clock settings', () => {
  it.each([
    ['P1D', { days: 1, minutes: 0 }],
    ['PT2H', { days: 0, minutes: 120 }],
    ['P1DT4H30M', { days: 1, minutes: 270 }],
    ['pt2m', { days: 0, minutes: 2 }],
  ])('reads %s', (text, window) => expect(parseWindow(text)).toEqual(window));

  it.each(['', 'P', 'PT', 'P0D', '1D', 'P1W', 'PT2S', 'P1DT'])('refuses %j', (text) =>
    expect(parseWindow(text)).toBeNull(),
  );

  it('reads business hours and refuses what is not', () => {
    expect(parseBusinessHours('mon-fri 09:00-17:00')).toEqual({
      days: new Set([1, 2, 3, 4, 5]),
      open: 540,
      close: 1020,
    });
    expect(parseBusinessHours('sat-sun 10:00-14:00')?.days).toEqual(new Set([6, 0]));
    for (const bad of ['mon-fri 17:00-09:00', 'monday 09:00-17:00', 'mon-fri 9-5', 'mon-fri 09:00-24:30'])
      expect(parseBusinessHours(bad)).toBeNull();
  });

  it('reads the holidays', () => {
    expect(parseHolidays('qc')).toEqual({ kind: 'qc' });
    expect(parseHolidays('none')).toEqual({ kind: 'none' });
    expect(parseHolidays('2026-12-24, 2026-12-31')).toEqual({
      kind: 'dates',
      dates: new Set(['2026-12-24', '2026-12-31']),
    });
    expect(parseHolidays('christmas')).toBeNull();
  });
});
