// "By when", in the reader's language and the team's time zone: the words the call-back
// emails put after "by" / "d’ici".

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an instant in a zone, as a count of days (for "today", "tomorrow"). */
function dayNumber(time: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
  return Math.round(Date.parse(`${parts}T00:00:00Z`) / DAY_MS);
}

/** 9:00 AM; in French as Québec writes it, 9 h or 14 h 30. */
function clockTime(time: Date, french: boolean, timeZone: string): string {
  if (!french)
    return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
      .format(time)
      .replace(/\s/g, ' ');
  const parts = new Intl.DateTimeFormat('fr-CA', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return minute === '00' ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minute}`;
}

/**
 * When `due` falls, seen from `now`: "3:00 PM today", "tomorrow 9:00 AM", "Tuesday 9:00 AM"
 * within a week, "Tuesday, December 8, 9:00 AM" beyond or already past; in French, as Québec
 * writes it in a sentence ("d’ici …", "avant …"), "15 h aujourd’hui", "demain à 9 h",
 * "mardi à 9 h", "le mardi 8 décembre à 9 h" (the full date takes its article).
 */
export function dueWords(due: Date, locale: string, timeZone: string, now: Date): string {
  const french = locale.toLowerCase().startsWith('fr');
  const language = french ? 'fr-CA' : 'en-US';
  const time = clockTime(due, french, timeZone);
  const days = dayNumber(due, timeZone) - dayNumber(now, timeZone);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // French joins a day or a date to its time with « à »: demain à 9 h, le mardi 8 décembre à 9 h.
  const at = french ? ' à ' : ' ';
  if (days === 0) return `${time} ${relative.format(0, 'day')}`;
  if (days === 1) return `${relative.format(1, 'day')}${at}${time}`;
  const weekday = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long' }).format(due);
  if (days > 1 && days < 7) return `${weekday}${at}${time}`;
  const date = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', month: 'long', day: 'numeric' })
    .format(due)
    .replace(/\s/g, ' ');
  if (!french) return `${date}, ${time}`;
  // Québec writes the first of the month 1er, and a day joined to its month (U+00A0).
  const dated = date.replace(
    / (\d{1,2}) (?=\p{L})/u,
    (_, day: string) => ` ${day === '1' ? '1er' : day}\u00a0`,
  );
  return `le ${dated} à ${time}`;
}

/**
 * An instant in full, in the reader's language and the team's time zone, its zone named:
 * "Tuesday, December 1, 2026 at 9:00 AM EST", "mardi 1er décembre 2026 à 9 h (HNE)".
 */
export function timeWords(time: Date, locale: string, timeZone: string): string {
  const french = locale.toLowerCase().startsWith('fr');
  const language = french ? 'fr-CA' : 'en-US';
  const zone =
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
      .formatToParts(time)
      .find((part) => part.type === 'timeZoneName')
      // Newer ICU adds the country to a zone that is not its time's main one ("Pacific Time
      // (Canada)"): dropped, since the name stands in parentheses in a sentence already.
      ?.value.replace(/\s*\([^)]*\)$/, '') ?? timeZone;
  const date = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
    .format(time)
    .replace(/\s/g, ' ');
  if (!french) return `${date} at ${clockTime(time, false, timeZone)} ${zone}`;
  // Québec writes the first of the month 1er, and a day joined to its month (U+00A0).
  const dated = date.replace(
    / (\d{1,2}) (?=\p{L})/u,
    (_, day: string) => ` ${day === '1' ? '1er' : day}\u00a0`,
  );
  return `${dated} à ${clockTime(time, true, timeZone)} (${zone})`;
}

/** The name of the team's time zone in the reader's language: "Eastern Time", "heure de l’Est". */
export function zoneWords(locale: string, timeZone: string): string {
  const language = locale.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-US';
  return (
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')
      // Newer ICU adds the country to a zone that is not its time's main one ("Pacific Time
      // (Canada)"): dropped, since the name stands in parentheses in a sentence already.
      ?.value.replace(/\s*\([^)]*\)$/, '') ?? timeZone
  );
}

/**
 * A date (and time) as the team's pages show it in a table or a sentence: "Dec 4, 2026, 2:00 PM";
 * in French "4 déc. 2026 à 14 h", "1er déc. 2026 à 9 h 30".
 */
export function shortTimeWords(time: Date, locale: string, timeZone: string, withTime = true): string {
  const french = locale.toLowerCase().startsWith('fr');
  if (!french)
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: withTime ? 'short' : undefined,
      timeZone,
    })
      .format(time)
      .replace(/\s/g, ' ');
  const date = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone })
    .format(time)
    .replace(/\s/g, ' ')
    .replace(/^(\d{1,2}) (?=\p{L})/u, (_, day: string) => `${day === '1' ? '1er' : day}\u00a0`);
  return withTime ? `${date} à ${clockTime(time, true, timeZone)}` : date;
}
