/**
 * How an address is stored: trimmed and composed (NFC), so that `Élodie` typed with a
 * combining accent and with a precomposed one are one spelling.
 */
export const storedEmail = (email: string) => email.trim().normalize('NFC');

/**
 * One character case-folded with the platform's full case mappings: lower, upper, lower
 * again reaches the same form for every pair Unicode's full case folding joins (`ẞ` `ß`
 * `SS`, `Σ` `σ` `ς`, `É` `é`), except the dotless `ı`, which folding keeps apart from `i`.
 */
const fold = (character: string) =>
  character === 'ı' ? character : character.toLowerCase().toUpperCase().toLowerCase();

/**
 * The identity every lookup by address uses (erasure, the one subscription per mailbox,
 * searches), computed here rather than in SQL: SQLite's lower() folds ASCII only and
 * PostgreSQL's depends on the database's locale, so neither gives the same answer on both.
 * Folded character by character on the decomposed form, then composed again, so accents
 * typed either way match.
 */
export const emailKey = (email: string) =>
  Array.from(email.trim().normalize('NFD'), fold).join('').normalize('NFC');
