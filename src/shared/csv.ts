/**
 * CSV files that open correctly in spreadsheets: RFC 4180 quoting and CRLF line ends, UTF-8 with a byte
 * order mark (so Excel reads accents), and formula injection neutralised: a text cell that starts with
 * = + - @, a tab or a carriage return gets a leading apostrophe. Numbers are written as numbers.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (value instanceof Date) text = value.toISOString();
  else {
    text = String(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [headers, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
