/** More than any browser sends (a handful of languages, each with its weight). */
export const ACCEPT_LANGUAGE_MAX_TAGS = 10;
export const ACCEPT_LANGUAGE_MAX_CHARS = 256;

/**
 * The part of an Accept-Language header that locale negotiation reads: its first 10
 * entries within its first 256 characters (an entry cut by that limit is dropped). A
 * header of hundreds of distinct tags would otherwise cost every page request half a
 * second of the only thread's time in the negotiation library.
 */
export function boundedAcceptLanguage(header: string): string {
  const cut = header.length > ACCEPT_LANGUAGE_MAX_CHARS;
  const entries = header.slice(0, ACCEPT_LANGUAGE_MAX_CHARS).split(',');
  if (cut) entries.pop();
  return entries.slice(0, ACCEPT_LANGUAGE_MAX_TAGS).join(',');
}
