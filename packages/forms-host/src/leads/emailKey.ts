/**
 * How an address is stored: trimmed and composed (NFC), so that `Élodie` typed with a
 * combining accent and with a precomposed one are one spelling.
 */
export const storedEmail = (email: string) => email.trim().normalize('NFC');

/**
 * The identity every lookup by address uses (erasure, the one subscription per mailbox,
 * searches), computed here rather than in SQL: SQLite's lower() folds ASCII only and
 * PostgreSQL's depends on the database's locale, so neither gives the same answer on both.
 * Case is folded in full both ways (upper then lower: `ß` and `SS`, `Σ` `σ` `ς`, `É` `é`
 * meet) on the decomposed form, then composed again, so accents typed either way match.
 */
export const emailKey = (email: string) =>
  email.trim().normalize('NFD').toUpperCase().toLowerCase().normalize('NFC');
