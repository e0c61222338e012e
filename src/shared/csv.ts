/**
 * CSV writing shared by every export: RFC 4180 quoting (fields with a comma, quote or line break are quoted,
 * quotes doubled) and spreadsheet formula neutralising (a text cell starting with =, +, -, @, tab or carriage
 * return gets a leading apostrophe so a spreadsheet shows it as text instead of running it).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
