import { TZDate } from '@date-fns/tz';
import { allRows, type SqlRunner } from '../db/runner';
import { toCsv } from '../leads/csv';
import { storedSource } from '../lifecycle/work';
import { valueOf } from '../lifecycle/outcomes';
import { dayStart } from './days';
import type { Period } from './sources';

// Back to the ad platforms: the won (and, on request, qualified) leads of a period that carry
// the platform's click id, in the CSV each platform's import documents. A click id is stored
// only with the visitor's advertising consent; nothing else of the lead leaves (no name, no
// address, no id of ours).

export type AdPlatform = 'google-ads' | 'meta';

/** Google Ads: the conversion actions (type "Import from clicks") the owner creates under these names. */
export const GOOGLE_CONVERSION_NAMES = { won: 'Won lead', qualified: 'Qualified lead' } as const;
/** Meta: standard events, a won deal a purchase. */
export const META_EVENT_NAMES = { won: 'Purchase', qualified: 'Lead' } as const;

interface ConversionRow {
  lead_id: string;
  status: 'won' | 'qualified';
  received_at: string;
  outcome_at: string;
  won_value_cents: number | string | null;
  source: string;
}

/** Google's "yyyy-MM-dd HH:mm:ss", in the zone the file's Parameters line names. */
function googleTime(iso: string, timeZone: string): string {
  const at = new TZDate(Date.parse(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

// Read by the platforms' importers, not by a spreadsheet: plain UTF-8, no byte order mark.
const withoutMark = (csv: string) => csv.replace(/^\uFEFF/, '');

const amount = (cents: number | string | null) => {
  const value = valueOf(cents);
  return value === null ? '' : value.toFixed(2);
};

/**
 * The file for `platform` of the conversions reached in `period` (their time in it, in the
 * team's zone): won leads, and qualified ones when `qualified`. Returns its text and rows.
 */
export async function adConversions(
  store: SqlRunner,
  options: { platform: AdPlatform; period: Period; timeZone: string; currency: string; qualified?: boolean },
): Promise<{ file: string; csv: string; count: number }> {
  const { platform, period, timeZone, currency } = options;
  const statuses = options.qualified ? ['won', 'qualified'] : ['won'];
  const clickId = platform === 'google-ads' ? 'gclid' : 'fbclid';
  const [rows] = await store.batch([
    allRows<ConversionRow>(
      `SELECT lead_id, status, received_at, outcome_at, won_value_cents, source FROM lead_work
       WHERE outcome_at >= ? AND outcome_at < ? AND status IN (${statuses.map(() => '?').join(', ')})
         AND source LIKE ?
       ORDER BY outcome_at, lead_id`,
      [dayStart(period.from, timeZone), dayStart(period.to, timeZone, 1), ...statuses, `%"${clickId}"%`],
    ),
  ]);
  const conversions = rows.flatMap((row) => {
    const id = storedSource(row.source)[clickId];
    return id ? [{ ...row, clickId: id }] : [];
  });
  const name = `${period.from}_${period.to}`;
  if (platform === 'google-ads') {
    // The Parameters line tells Google the zone of every Conversion Time below it.
    const table = toCsv(
      ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'],
      conversions.map((row) => [
        row.clickId,
        GOOGLE_CONVERSION_NAMES[row.status],
        googleTime(row.outcome_at, timeZone),
        amount(row.won_value_cents),
        row.won_value_cents === null ? '' : currency,
      ]),
    );
    return {
      file: `google-ads-conversions_${name}.csv`,
      csv: `Parameters:TimeZone=${timeZone}\r\n${withoutMark(table)}`,
      count: conversions.length,
    };
  }
  // Meta: the click as its fbc parameter (fb.1.<when, in ms>.<fbclid>), the time in Unix seconds.
  const table = toCsv(
    ['event_name', 'event_time', 'fbc', 'value', 'currency', 'action_source'],
    conversions.map((row) => [
      META_EVENT_NAMES[row.status],
      String(Math.floor(Date.parse(row.outcome_at) / 1000)),
      `fb.1.${Date.parse(row.received_at)}.${row.clickId}`,
      amount(row.won_value_cents),
      row.won_value_cents === null ? '' : currency,
      'system_generated',
    ]),
  );
  return { file: `meta-offline-events_${name}.csv`, csv: withoutMark(table), count: conversions.length };
}
