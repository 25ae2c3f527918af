import { describe, expect, it } from 'vitest';
import { keptShare, median, weekFigures, weeksBefore } from '../src/inbox/figures';
import { summaryWindow, summaryWords } from '../src/inbox/weeklySummary';

const TORONTO = 'America/Toronto';
const HOUR = 3_600_000;

describe('the figures: weeks in the team’s time zone, Monday to Monday', () => {
  it('starts a week at Monday midnight in Toronto, whatever UTC says', () => {
    // Monday 2026-11-16 00:30 in Toronto is 05:30 UTC; Sunday 23:30 is the week before.
    expect(weeksBefore(new Date('2026-11-16T05:30:00Z'), TORONTO, 1)[0]).toEqual({
      monday: '2026-11-16',
      start: '2026-11-16T05:00:00.000Z',
      end: '2026-11-23T05:00:00.000Z',
    });
    expect(weeksBefore(new Date('2026-11-16T04:30:00Z'), TORONTO, 1)[0]!.monday).toBe('2026-11-09');
  });

  it('counts back thirteen weeks, newest first, one of them 169 hours long (the end of DST)', () => {
    const weeks = weeksBefore(new Date('2026-11-18T15:00:00Z'), TORONTO, 13);
    expect(weeks).toHaveLength(13);
    expect(weeks.map((w) => w.monday).slice(0, 4)).toEqual([
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
      '2026-10-26',
    ]);
    weeks.slice(1).forEach((older, i) => expect(older.end).toBe(weeks[i]!.start));
    const long = weeks.find((w) => w.monday === '2026-10-26')!;
    expect(Date.parse(long.end) - Date.parse(long.start)).toBe(169 * HOUR);
    expect(weeks.at(-1)!.monday).toBe('2026-08-24');
  });
});

describe('the figures of a week', () => {
  it('takes the median (the mean of the middle two for an even count)', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('counts a promise once it is settled: contacted (by or after its due time) or past due', () => {
    const [week] = weeksBefore(new Date('2026-11-18T15:00:00Z'), TORONTO, 1);
    const now = new Date('2026-11-18T15:00:00Z');
    const at = (iso: string) => `2026-11-${iso}Z`;
    const [figures] = weekFigures(
      [
        // Called back in 1 h, on time.
        {
          received_at: at('16T14:00:00.000'),
          due_at: at('17T14:00:00.000'),
          first_contact_at: at('16T15:00:00.000'),
        },
        // Called back in 30 h, late.
        {
          received_at: at('16T14:00:00.000'),
          due_at: at('17T14:00:00.000'),
          first_contact_at: at('17T20:00:00.000'),
        },
        // Overdue, never called.
        { received_at: at('16T16:00:00.000'), due_at: at('17T16:00:00.000'), first_contact_at: null },
        // Not due yet: no verdict.
        { received_at: at('18T14:00:00.000'), due_at: at('19T14:00:00.000'), first_contact_at: null },
        // The week before: not this week's.
        { received_at: at('16T04:59:59.999'), due_at: null, first_contact_at: at('16T06:00:00.000') },
      ],
      [week!],
      now,
    );
    expect(figures).toMatchObject({ received: 4, contacted: 2, medianMs: 15.5 * HOUR, promised: 3, kept: 1 });
    expect(keptShare(figures!)).toBeCloseTo(1 / 3);
    expect(keptShare({ kept: 0, promised: 0 })).toBeNull();
  });
});

describe('the weekly summary', () => {
  it('goes from 08:00 on Monday, Toronto time, until Monday ends; about the week before', () => {
    expect(summaryWindow(new Date('2026-11-23T12:59:00Z'), TORONTO)).toBeNull(); // 07:59
    expect(summaryWindow(new Date('2026-11-23T13:00:00Z'), TORONTO)).toEqual({ week: '2026-11-16' });
    expect(summaryWindow(new Date('2026-11-24T04:59:00Z'), TORONTO)).toEqual({ week: '2026-11-16' }); // 23:59
    expect(summaryWindow(new Date('2026-11-24T05:00:00Z'), TORONTO)).toBeNull(); // Tuesday
  });

  it('writes the figures in the owner’s language, counts only', () => {
    const [week] = weeksBefore(new Date('2026-11-18T15:00:00Z'), TORONTO, 1);
    const figures = { week: week!, received: 12, contacted: 10, medianMs: 3.5 * HOUR, promised: 8, kept: 6 };
    expect(summaryWords(figures, 2, 'en-US', TORONTO)).toEqual({
      // ICU puts thin spaces round the range's dash.
      week: expect.stringMatching(/^November 16\s–\s22$/u),
      received: '12',
      median: '3.5 hr',
      share: '75%',
      overdue: '2',
    });
    const fr = summaryWords(figures, 2, 'fr', TORONTO);
    expect(fr.median).toBe('3,5\u00a0h');
    expect(fr.share).toMatch(/^75[\u00a0\u202f]%$/);
    expect(fr.week).toBe('du 16 au 22\u00a0novembre');
    const [across] = weeksBefore(new Date('2026-12-02T15:00:00Z'), TORONTO, 1);
    expect(summaryWords({ ...figures, week: across! }, 0, 'fr', TORONTO).week).toBe(
      'du 30\u00a0novembre au 6\u00a0décembre',
    );
    expect(
      summaryWords({ ...figures, medianMs: null, promised: 0, kept: 0 }, 0, 'fr', TORONTO),
    ).toMatchObject({
      median: '—',
      share: '—',
    });
  });
});
