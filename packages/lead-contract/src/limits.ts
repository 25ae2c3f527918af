import type { ValidationMessage } from './messages';

// Plain values, no schema code: the browser's inputs read them on every form's first paint.

/**
 * The longest value each kind of field takes. The inputs' `maxLength` and the schemas
 * (shared by the browser and the forms host) read the same numbers, so a visitor cannot
 * type past a limit and a direct post past one is refused.
 */
export const MAX_LENGTH = {
  /** People, companies, job titles, cities, provinces. */
  name: 100,
  /** RFC 5321: the longest address a mail server accepts. */
  email: 254,
  phone: 30,
  address: 200,
  postalCode: 16,
  url: 2048,
  /** Long passphrases are welcome; anything longer is not a password. */
  password: 128,
  /** Most file systems' limit for a file name. */
  filename: 255,
} as const;

export type LengthKind = keyof typeof MAX_LENGTH;

/** The message of a value longer than its field's limit. */
export const TOO_LONG = 'error_too_long' satisfies ValidationMessage;

/** The message of a value holding a control character. */
export const CONTROL_CHARACTERS = 'error_control_characters' satisfies ValidationMessage;

/**
 * A control character (C0, DEL, C1; NUL among them). No field of the forms is multi-line,
 * and PostgreSQL cannot store NUL where SQLite can: refusing them all gives one answer on
 * both stores, with a message the visitor can act on.
 */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A lone UTF-16 surrogate: a JSON or URL escape can carry one, UTF-8 cannot. SQLite would keep
 * the invalid bytes and PostgreSQL's driver a replacement character: two answers, so refused.
 */
export const LONE_SURROGATE = /\p{Cs}/u;

/** What no stored label (a campaign, a path, a source) may hold: either of the above. */
export const UNSTORABLE_CHARACTER = /[\p{Cc}\p{Cs}]/u;
