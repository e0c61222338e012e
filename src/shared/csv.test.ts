import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('CSV', () => {
  it('starts with a BOM and ends lines with CRLF', () => {
    expect(toCsv(['A', 'B'], [[1, 'x']])).toBe('\uFEFFA,B\r\n1,x\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = toCsv(['Name'], [['Smith, J.'], ['say "hi"'], ['two\nlines']]);
    expect(csv).toBe('\uFEFFName\r\n"Smith, J."\r\n"say ""hi"""\r\n"two\nlines"\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(['v'], [['=1+1'], ['+SUM(A1)'], ['-2'], ['@cmd'], ['\tx'], ['\rx'], ['a=b']]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2",
      "'@cmd",
      "'\tx",
      '"\'\rx"',
      'a=b',
    ]);
  });

  it('writes numbers as numbers (negative too), empty cells for null, dates as ISO', () => {
    const csv = toCsv(['a', 'b', 'c', 'd'], [[-1.5, null, undefined, new Date('2025-01-02T03:04:05Z')]]);
    expect(csv).toBe('\uFEFFa,b,c,d\r\n-1.5,,,2025-01-02T03:04:05.000Z\r\n');
  });

  it('keeps non-ASCII text', () => {
    expect(toCsv(['Fach'], [['Französisch – Niveau 2']])).toContain('Französisch – Niveau 2');
  });
});
