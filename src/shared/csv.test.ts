import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes by RFC 4180 and ends records with CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['plain', 'with, comma'],
          ['say "hi"', 'two\nlines'],
          [null, 3.5],
        ],
      ),
    ).toBe('A,B\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n,3.5\r\n');
  });

  it('neutralises text that a spreadsheet would run as a formula, but keeps numbers', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], ['+1'], ['-2'], ['@cmd'], ['\tx'], [-2], ['a=b']])).toBe(
      "x\r\n'=SUM(A1)\r\n'+1\r\n'-2\r\n'@cmd\r\n'\tx\r\n-2\r\na=b\r\n",
    );
    expect(toCsv(['x'], [['=1,2']])).toBe(`x\r\n"'=1,2"\r\n`);
  });
});
