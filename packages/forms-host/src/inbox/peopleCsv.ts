import { valueOf } from '../lifecycle/outcomes';
import type { CsvValue } from '../leads/csv';
import type { NotificationText } from '../settings';

// The inbox's export is read by people in a spreadsheet: its headers and its option values
// are the words the team reads everywhere else, in the page's language. The CLI's export
// keeps the stored names and values, for programs.

/** A column's header for people: the notification's label for that field, or its stored name. */
const HEADERS: Readonly<Record<string, string>> = {
  id: 'id',
  received_at: 'received',
  locale: 'locale',
  cv_filename: 'cv',
  cv_file: 'cvFile',
  cv_size: 'cvSize',
  source: 'source',
  status: 'status',
  won_value_cents: 'wonValue',
  lost_reason: 'lostReason',
};

/** Option values as the form showed them: an activity, a position. */
const OPTIONS = { activity: 'activity', job: 'job' } as const;

export function forPeople(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  text: NotificationText,
): { header: string[]; rows: CsvValue[][] } {
  return {
    header: header.map((name) => text.labels[HEADERS[name] ?? name] ?? name),
    rows: rows.map((row) =>
      row.map((value, index) => {
        // People read amounts, not cents.
        if (header[index] === 'won_value_cents') return valueOf(value as number | string | null);
        const group = OPTIONS[header[index] as keyof typeof OPTIONS];
        return group && typeof value === 'string' ? (text.options[group][value] ?? value) : value;
      }),
    ),
  };
}
