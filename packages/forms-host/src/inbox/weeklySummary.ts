import { TZDate } from '@date-fns/tz';
import { allRows, run, type SqlRunner } from '../db/runner';
import { logRequestFailure } from '../log';
import { filled } from '../mail/send';
import type { EmailText } from '../settings';
import { figures, keptShare, weeksBefore, type WeekFigures } from './figures';

// The owners' weekly summary of the call-back promise: last week's figures, on Monday
// morning in the team's time zone, once per owner and week whatever the number of workers.
// Counts only: no visitor's name, address or anything they typed.

/** The hour of Monday (team's time zone) from which last week's summary goes out; until Monday ends. */
export const SUMMARY_HOUR = 8;

export interface Owner {
  id: string;
  email: string;
  locale: string;
}

/** A week as its reader writes it: "November 16 – 22"; in French "du 16 au 22 novembre", "du 30 novembre au 6 décembre". */
function weekWords(start: Date, end: Date, language: string, timeZone: string): string {
  if (language !== 'fr-CA')
    return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone }).formatRange(
      start,
      end,
    );
  const day = (time: Date) => {
    const number = new Intl.DateTimeFormat(language, { day: 'numeric', timeZone }).format(time);
    return number === '1' ? '1er' : number;
  };
  const month = (time: Date) => new Intl.DateTimeFormat(language, { month: 'long', timeZone }).format(time);
  const from = month(start) === month(end) ? day(start) : `${day(start)}\u00a0${month(start)}`;
  return `du ${from} au ${day(end)}\u00a0${month(end)}`;
}

/** The words an owner reads, filled in their language: `{week}`, `{received}`, `{median}`, `{share}`, `{overdue}`, `{link}`. */
export function summaryWords(
  week: WeekFigures,
  overdue: number,
  locale: string,
  timeZone: string,
): Record<string, string> {
  const language = locale.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-US';
  const none = '—';
  const share = keptShare(week);
  return {
    week: weekWords(new Date(week.week.start), new Date(Date.parse(week.week.end) - 1), language, timeZone),
    received: new Intl.NumberFormat(language).format(week.received),
    median:
      week.medianMs === null
        ? none
        : new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }).format(
            week.medianMs / 3_600_000,
          ),
    share: share === null ? none : new Intl.NumberFormat(language, { style: 'percent' }).format(share),
    overdue: new Intl.NumberFormat(language).format(overdue),
  };
}

/** When last week's summary may go: from SUMMARY_HOUR on this week's Monday to that day's end; else null. */
export function summaryWindow(now: Date, timeZone: string): { week: string } | null {
  const local = new TZDate(now.getTime(), timeZone);
  if (local.getDay() !== 1 || local.getHours() < SUMMARY_HOUR) return null;
  return { week: weeksBefore(now, timeZone, 2)[1]!.monday };
}

export interface SummaryOptions {
  store: SqlRunner;
  timeZone: string;
  texts: Readonly<Record<string, EmailText>>;
  /** The figures page's URL in a locale. */
  link: (locale: string) => string;
  /** Sends one email; rejects when the server refused it. */
  send: (to: string, text: { subject: string; text: string }) => Promise<void>;
  defaultLocale: string;
}

/**
 * Sends last week's summary to every owner who has not had it. Each owner's row is taken
 * (inserted, or found there) before the email goes, in its own statement: two workers at once
 * send it once. A refused email gives the row back, so a later pass tries again. Returns how
 * many were sent.
 */
export async function sendWeeklySummaries(options: SummaryOptions, now: Date): Promise<number> {
  const { store, timeZone } = options;
  const window = summaryWindow(now, timeZone);
  if (!window) return 0;
  const [owners] = await store.batch([
    allRows<Owner>(
      `SELECT id, email, locale FROM members m WHERE role = 'owner'
       AND NOT EXISTS (SELECT 1 FROM weekly_summaries s WHERE s.week = ? AND s.member_id = m.id)
       ORDER BY created_at, id`,
      [window.week],
    ),
  ]);
  if (owners.length === 0) return 0;
  const { weeks, overdue } = await figures(store, timeZone, now, 2);
  const last = weeks[1]!;
  let sent = 0;
  for (const owner of owners) {
    const at = now.toISOString();
    const [taken] = await store.batch([
      run('INSERT INTO weekly_summaries (week, member_id, sent_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
        window.week,
        owner.id,
        at,
      ]),
    ]);
    if (taken.changes !== 1) continue;
    const locale = options.texts[owner.locale] ? owner.locale : options.defaultLocale;
    const text = options.texts[locale];
    if (!text) continue;
    const words = { ...summaryWords(last, overdue, locale, timeZone), link: options.link(locale) };
    try {
      await options.send(owner.email, filled(text, words));
      sent += 1;
    } catch (error) {
      await store.batch([
        run('DELETE FROM weekly_summaries WHERE week = ? AND member_id = ? AND sent_at = ?', [
          window.week,
          owner.id,
          at,
        ]),
      ]);
      logRequestFailure('could not send a weekly summary', error);
    }
  }
  return sent;
}
