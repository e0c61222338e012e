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

/** The months' short names a date may print ("jan", "sep", "sept"), small letters. */
export const MONTH_ABBREVIATIONS = Object.keys(MONTHS);

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
const NAMED_MD_Y_SHAPE_RE = new RegExp(
  `^${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}|'?\\d{2}))?$`,
  'i',
);
const NAMED_DM_Y_SHAPE_RE = new RegExp(`^\\d{1,2}[-\\s]${MONTH_RE}(?:[-\\s,]+(\\d{4}|\\d{2}))?$`, 'i');
const NAMED_MDY_RE = new RegExp(`^${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4}|'?\\d{2})$`, 'i');
const NAMED_DMY_RE = new RegExp(`^(\\d{1,2})[-\\s]${MONTH_RE}[-\\s,]+(\\d{4}|\\d{2})$`, 'i');
const NAMED_MD_RE = new RegExp(`^${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?$`, 'i');
const NAMED_DM_RE = new RegExp(`^(\\d{1,2})[-\\s]${MONTH_RE}$`, 'i');

export interface DateContext {
  /** Numeric dates put the day first (25/09/2024): decided per column. */
  dayFirst?: boolean;
  /** "2024-2025": supplies the year of dates printed without one (Aug–Dec the first, Jan–Jul the second). */
  academicYear?: string | null;
}

const WEEKDAY_RE = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

/**
 * A date's text as its forms are matched: without a weekday before it, and without spaces at its hyphens
 * ("2025- 08-22", "04- Sep- 2024"), a year-first date's space read for a hyphen ("2025 09-09",
 * "2021-08 23") closed too, and a speck read as a hyphen before a month's day ("Jan. -13, 2025") dropped.
 */
function dateText(text: string): string {
  return text
    .trim()
    .replace(WEEKDAY_RE, '')
    .replace(/\s*-\s*/g, '-')
    .replace(/^(\d{4})\s+(\d{1,2}-\d{1,2})$/, '$1-$2')
    .replace(/^(\d{4}-\d{1,2})\s+(\d{1,2})$/, '$1-$2')
    .replace(/^(\p{L}{3,9}\.?)-(\d{1,2})(?=,|\s|$)/u, '$1 $2');
}

/** The year a month falls in within an academic year "2024-2025". */
function yearInAcademicYear(monthNumber: number, academicYear: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{4})$/.exec(academicYear ?? '');
  if (!m) return null;
  return monthNumber >= 8 ? Number(m[1]) : Number(m[2]);
}

/** The kind of date a text is, without deciding day order or year: for typing a column. */
export function dateShape(text: string): 'numeric' | 'numeric-no-year' | 'named' | 'iso' | null {
  const s = dateText(text);
  if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/.test(s)) return 'iso';
  if (/^\d{1,2}[/.-]\d{1,2}[/.-](\d{2}|\d{4})$/.test(s)) return 'numeric';
  if (/^\d{1,2}\/\d{1,2}$/.test(s)) return 'numeric-no-year';
  if (NAMED_MD_Y_SHAPE_RE.test(s)) return 'named';
  if (NAMED_DM_Y_SHAPE_RE.test(s)) return 'named';
  return null;
}

/** Whether two numbers can be a month and a day, either way round ("8/29", "29/8"; not "13/13"). */
export function monthAndDayEitherWay(a: number, b: number): boolean {
  return a >= 1 && b >= 1 && Math.min(a, b) <= 12 && Math.max(a, b) <= 31;
}

/** The two leading numbers of a numeric date (09/25/2024 -> [9, 25]), for deciding the day order of a column. */
export function numericDateParts(text: string): [number, number] | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(dateText(text));
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * The day order of a course's numeric dates, told by the dates that can be read one way only: day-first
 * where more of them have a day over 12 first ("25/09") than have it second ("09/25"), month-first where
 * fewer do, and as the report says (`cue`) where none or as many do. A part over 31 ("52/1", a number run
 * into a date on a scan) is no date and tells nothing.
 */
export function dayFirstOf(dateTexts: string[], cue: boolean): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  const isDay = (n: number) => n > 12 && n <= 31;
  const isMonth = (n: number) => n >= 1 && n <= 12;
  for (const t of dateTexts) {
    const parts = numericDateParts(t);
    if (!parts) continue;
    if (isDay(parts[0]) && isMonth(parts[1])) dayFirst++;
    else if (isMonth(parts[0]) && isDay(parts[1])) monthFirst++;
  }
  return dayFirst === monthFirst ? cue : dayFirst > monthFirst;
}

/**
 * Parses a date in its common forms (09/05/24, 9/5/2024, 9-5-2024, 2024-09-05, Sep 5, 2024,
 * September 5 2024, 5-Sep-2024, Thu 9/5/24, and without a year: Sep 5, 9/5) to ISO. Numeric dates are
 * month-first unless the context says the column is day-first. A date without a year takes it from the
 * academic year, and is null without one. Returns null when the text is not a date.
 */
export function parseDate(text: string, ctx: DateContext = {}): string | null {
  const s = dateText(text);
  const ordered = (a: number, b: number): [number, number] => (ctx.dayFirst ? [b, a] : [a, b]);
  const withoutYear = (mo: number, d: number) => {
    const y = yearInAcademicYear(mo, ctx.academicYear);
    return y === null ? null : iso(y, mo, d);
  };
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const [mo, d] = ordered(Number(m[1]), Number(m[2]));
    return iso(fullYear(m[3]), mo, d);
  }
  m = /^(\d{1,2})\/(\d{1,2})$/.exec(s);
  if (m) {
    const [mo, d] = ordered(Number(m[1]), Number(m[2]));
    return withoutYear(mo, d);
  }
  m = NAMED_MDY_RE.exec(s);
  if (m) return iso(fullYear(m[3].replace("'", '')), month(m[1])!, Number(m[2]));
  m = NAMED_DMY_RE.exec(s);
  if (m) return iso(fullYear(m[3]), month(m[2])!, Number(m[1]));
  m = NAMED_MD_RE.exec(s);
  if (m) return withoutYear(month(m[1])!, Number(m[2]));
  m = NAMED_DM_RE.exec(s);
  if (m) return withoutYear(month(m[2])!, Number(m[1]));
  return null;
}

/** A month-first date with its year (the report-level dates). */
export function parseUsDate(text: string): string | null {
  return parseDate(text);
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
