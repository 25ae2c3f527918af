import { TZDate } from '@date-fns/tz';

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone, or undefined for no such day. */
export function dayStart(day: string | undefined, timeZone: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, date + plusDays, timeZone);
  return Number.isNaN(start.getTime()) ? undefined : new Date(start.getTime()).toISOString();
}
