import { TZDate } from '@date-fns/tz';
import Holidays from 'date-holidays';
import type { BusinessHours, HolidaySetting, Window } from './settings';

export interface Calendar {
  timeZone: string;
  hours: BusinessHours;
  holidays: HolidaySetting;
}

const MINUTE = 60_000;
const ymd = (day: TZDate) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

// Québec's statutory holidays, by year (date-holidays computes the movable ones).
const quebec = new Holidays('CA', 'QC');
const quebecYears = new Map<number, Set<string>>();
function quebecHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = quebecYears.get(year);
  if (!days) {
    days = new Set(
      (quebec.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)),
    );
    quebecYears.set(year, days);
  }
  return days.has(day);
}

/**
 * The team's business time: when a lead must have been called back. Days count as business
 * days at the same time of day (P1D from Wednesday 14:00 is Thursday 14:00, Friday if Thursday
 * is a holiday); hours and minutes count open time only; a lead that arrives while closed
 * starts its clock at the next opening.
 */
export function businessClock({ timeZone, hours, holidays }: Calendar) {
  const isHoliday = (day: string) =>
    holidays.kind === 'qc' ? quebecHoliday(day) : holidays.kind === 'dates' ? holidays.dates.has(day) : false;
  const isOpenDay = (day: TZDate) => hours.days.has(day.getDay()) && !isHoliday(ymd(day));
  /** The day's given minute after midnight, in the team's zone (DST included). */
  const at = (day: TZDate, minutes: number) =>
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes, timeZone);
  const nextDay = (day: TZDate) => new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, timeZone);
  const minuteOfDay = (time: TZDate) => time.getHours() * 60 + time.getMinutes() + time.getSeconds() / 60;

  /** The first open instant at or after `time`. */
  function nextOpen(time: TZDate): TZDate {
    let day = time;
    if (isOpenDay(day)) {
      const minute = minuteOfDay(day);
      if (minute < hours.open) return at(day, hours.open);
      if (minute < hours.close) return day;
    }
    for (let i = 0; i < 400; i += 1) {
      day = nextDay(day);
      if (isOpenDay(day)) return at(day, hours.open);
    }
    throw new Error('the business hours open on no day of the coming year');
  }

  return {
    /** When a lead received at `received` is due, `window` of business time later. */
    dueAt(received: Date, window: Window): Date {
      let time = nextOpen(new TZDate(received.getTime(), timeZone));
      for (let d = 0; d < window.days; d += 1) {
        // The same wall-clock time on the next open day, whatever DST did in between.
        const wall = time.getHours() * 60 + time.getMinutes();
        const rest = time.getSeconds() * 1000 + time.getMilliseconds();
        let day = nextDay(time);
        while (!isOpenDay(day)) day = nextDay(day);
        time = new TZDate(at(day, wall).getTime() + rest, timeZone);
      }
      let left = window.minutes * MINUTE;
      for (let i = 0; left > 0 && i < 4000; i += 1) {
        const closing = at(time, hours.close).getTime();
        if (time.getTime() + left <= closing) return new Date(time.getTime() + left);
        left -= closing - time.getTime();
        time = nextOpen(new TZDate(closing, timeZone));
      }
      return new Date(time.getTime());
    },
  };
}

export type BusinessClock = ReturnType<typeof businessClock>;
