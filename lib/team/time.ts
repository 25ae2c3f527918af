import { shortTimeWords } from '@polyfence/forms-host';
import { teamTimeZone } from './access';

/**
 * Dates on the team's pages, in the team's time zone and as the page's language writes them:
 * "Dec 4, 2026, 2:00 PM", « 4 déc. 2026 à 14 h ».
 */
export function teamTime(locale: string) {
  const timeZone = teamTimeZone();
  return (iso: string, withTime = true) => shortTimeWords(new Date(iso), locale, timeZone, withTime);
}
