const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length <= 2 ? 2000 + n : n;
}

function month(name: string): number | undefined {
  const key = name.toLowerCase().replace(/\.$/, '');
  return MONTHS[key] ?? MONTHS[key.slice(0, 3)];
}

const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/**
 * Parses a US date in its common forms (09/05/24, 9/5/2024, 9-5-2024, 2024-09-05, Sep 5, 2024,
 * September 5 2024, 5-Sep-2024, Thu 9/5/24) to ISO. Returns null when the text is not a date.
 */
export function parseUsDate(text: string): string | null {
  const s = text.trim().replace(/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '');
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (m) return iso(fullYear(m[3]), Number(m[1]), Number(m[2]));
  m = new RegExp(`^${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4}|'?\\d{2})$`, 'i').exec(s);
  if (m) return iso(fullYear(m[3].replace("'", '')), month(m[1])!, Number(m[2]));
  m = new RegExp(`^(\\d{1,2})[-\\s]${MONTH_RE}[-\\s,]+(\\d{4}|\\d{2})$`, 'i').exec(s);
  if (m) return iso(fullYear(m[3]), month(m[2])!, Number(m[1]));
  return null;
}

/** Finds the first date anywhere inside a longer text. */
export function findUsDate(text: string): string | null {
  const patterns = [
    /\b\d{4}-\d{1,2}-\d{1,2}\b/,
    /\b\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2})\b/,
    new RegExp(`\\b${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, 'i'),
    new RegExp(`\\b\\d{1,2}[-\\s]${MONTH_RE}[-\\s,]+\\d{4}\\b`, 'i'),
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) {
      const d = parseUsDate(m[0]);
      if (d) return d;
    }
  }
  return null;
}
