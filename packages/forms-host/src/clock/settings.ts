// The clock's settings, as the environment writes them: checked once at start (env.ts).

/** A window in business time: whole business days, then business minutes. */
export interface Window {
  days: number;
  minutes: number;
}

/** An ISO 8601 duration of days, hours and minutes (`P1D`, `PT2H`, `P1DT4H30M`), or null. */
export function parseWindow(value: string): Window | null {
  const match = /^P(?:(\d{1,3})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,5})M)?)?$/.exec(value.trim().toUpperCase());
  if (!match || value.trim().toUpperCase().endsWith('T') || value.trim().toUpperCase() === 'P') return null;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  const window = { days: Number(days), minutes: Number(hours) * 60 + Number(minutes) };
  return window.days + window.minutes > 0 ? window : null;
}

export interface BusinessHours {
  /** Days of the week open, 0 (Sunday) to 6. */
  days: ReadonlySet<number>;
  /** Opening and closing, in minutes after midnight (closing up to 24:00). */
  open: number;
  close: number;
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** `mon-fri 09:00-17:00` (or `mon,wed,fri …`, `mon-sun 00:00-24:00`), or null. */
export function parseBusinessHours(value: string): BusinessHours | null {
  const match = /^([a-z,-]+)\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(value.trim().toLowerCase());
  if (!match) return null;
  const [, list, oh, om, ch, cm] = match;
  const days = new Set<number>();
  for (const part of list!.split(',')) {
    const [from, to = from] = part.split('-');
    const start = DAYS.indexOf(from!);
    const end = DAYS.indexOf(to!);
    if (start < 0 || end < 0) return null;
    for (let day = start; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === end) break;
    }
  }
  const open = Number(oh) * 60 + Number(om);
  const close = Number(ch) * 60 + Number(cm);
  if (Number(om) > 59 || Number(cm) > 59 || open >= close || close > 24 * 60) return null;
  return { days, open, close };
}

/** `qc` (Québec's statutory holidays), `none`, or `YYYY-MM-DD` dates, comma-separated. */
export type HolidaySetting =
  { kind: 'qc' } | { kind: 'none' } | { kind: 'dates'; dates: ReadonlySet<string> };

export function parseHolidays(value: string): HolidaySetting | null {
  const text = value.trim().toLowerCase();
  if (text === 'qc') return { kind: 'qc' };
  if (text === 'none') return { kind: 'none' };
  const dates = text
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (
    dates.length === 0 ||
    !dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d)))
  )
    return null;
  return { kind: 'dates', dates: new Set(dates) };
}
