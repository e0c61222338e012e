/**
 * CSV text by RFC 4180: fields holding a comma, a double quote or a line break are quoted, quotes are
 * doubled, records end with CRLF. Text cells that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) are neutralised with a leading apostrophe; numbers are kept as numbers.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
