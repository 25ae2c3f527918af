export type CsvValue = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula: leads are typed
// by strangers, so such a cell is kept as text with a leading apostrophe (OWASP advice).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  // A semicolon or a tab too: French spreadsheets split on `;`, and the piece after one would
  // start a cell of its own (`Acme;=1+1`), past the formula guard above.
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: CRLF line ends, fields quoted when needed. Starts with a UTF-8 byte
 * order mark so that spreadsheet programs read accents right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
