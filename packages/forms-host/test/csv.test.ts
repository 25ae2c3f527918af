// @vitest-environment node
import { toCsv } from '../src/leads/csv';

describe('toCsv', () => {
  it('writes RFC 4180 rows with CRLF ends after a UTF-8 byte order mark', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          [null, 'y'],
        ],
      ),
    ).toBe('\uFEFFa,b\r\nx,1\r\n,y\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['v'], [['Tremblay, Inc.'], ['say "hi"'], ['two\nlines']])).toBe(
      '\uFEFFv\r\n"Tremblay, Inc."\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('quotes a semicolon or a tab, which French spreadsheets split on', () => {
    expect(toCsv(['v'], [['Acme;=1+1;'], ['a\tb']])).toBe('\uFEFFv\r\n"Acme;=1+1;"\r\n"a\tb"\r\n');
  });

  it('keeps text a spreadsheet would run as a formula as plain text', () => {
    const csv = toCsv(['v'], [['=HYPERLINK("http://x")'], ['+1 514 555 0100'], ['@SUM(A1)'], ['-2']]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      `'+1 514 555 0100`,
      `'@SUM(A1)`,
      `'-2`,
    ]);
  });

  it('keeps accents as they are', () => {
    expect(toCsv(['nom'], [['Hélène Côté']])).toContain('Hélène Côté');
  });
});
