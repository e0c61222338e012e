import type { AssignmentStatus } from './types';

/** "1,058.50" -> 1058.5; returns null when the text is not a plain number. */
export function parseNumber(text: string): number | null {
  const s = text.trim().replace(/^\+/, '');
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/.test(s) || !/\d/.test(s)) return null;
  return Number(s.replace(/,/g, ''));
}

const NUM = '(-?\\d[\\d,]*(?:\\.\\d+)?|-?\\.\\d+)';
const COMBINED_RE = new RegExp(`^${NUM}\\s*(?:/|out of|of)\\s*${NUM}$`, 'i');

/** "18.50 / 20.00" or "18.5 out of 20" -> [18.5, 20]. */
export function parseCombinedScore(text: string): [number, number] | null {
  const m = COMBINED_RE.exec(text.trim());
  if (!m) return null;
  const a = parseNumber(m[1]);
  const b = parseNumber(m[2]);
  return a === null || b === null ? null : [a, b];
}

export interface StatusMark {
  status: AssignmentStatus | null;
  extraCredit: boolean;
}

const STATUS_WORDS: [RegExp, AssignmentStatus][] = [
  [/^(exc|excused|ex|e|exempt|exm)\.?$/i, 'excused'],
  [/^(m|missing|msg|mi|miss)\.?$/i, 'missing'],
  // A scan reads the dashes of "--" as other marks of their height ("==", "-<", "~-").
  [/^(--+|[-–—=~_<]{2,3}|—|–|-|p|pending|pend|ng|not graded|ungraded|\*+|n\/a|inc|incomplete)$/i, 'pending'],
  [/^(d|dropped|drop|drp)\.?$/i, 'dropped'],
];

/** Interprets a status word or code ("Exc", "M", "--", "EC"...). Null status when the text is not one. */
export function parseStatus(text: string): StatusMark | null {
  const s = text.trim().replace(/^\((.*)\)$/, '$1');
  if (!s) return null;
  if (/^(ec|xc|extra credit|bonus)$/i.test(s)) return { status: null, extraCredit: true };
  for (const [re, status] of STATUS_WORDS) if (re.test(s)) return { status, extraCredit: false };
  return null;
}

/** "Late": a flag printed beside a graded score; it changes none of the figures. */
export function isLate(text: string): boolean {
  return /^late$/i.test(text.trim());
}

/** A mark that may share a score's cell: a status, an extra-credit yes, or "Late". */
export function isScoreMark(word: string): boolean {
  return isYes(word) || parseStatus(word) !== null || isLate(word);
}

export function isYes(text: string): boolean {
  return /^(yes|y|x|✓|✔|true|ec|xc)$/i.test(text.trim());
}

const TERM_RE =
  /\b(semester\s*\d|sem\.?\s*\d|s[12]\b|quarter\s*\d|qtr\.?\s*\d|q[1-4]\b|trimester\s*\d|tri\.?\s*\d|t[1-3]\b|marking period\s*\d|mp\s*\d|(?:fall|spring|winter|summer)(?:\s+semester)?|full year|year-long)/i;

/** Finds a term ("Semester 1", "Q2", "Fall") in a text; returns it as printed. */
export function findTerm(text: string): { term: string; index: number; length: number } | null {
  const m = TERM_RE.exec(text);
  if (!m) return null;
  return { term: m[1].replace(/\s+/g, ' '), index: m.index, length: m[0].length };
}

const YEAR_RE = /\b(?:sy\s*|school year\s*:?\s*)?((?:19|20)\d{2})\s*[-–—/]\s*((?:19|20)?\d{2})\b/i;

/** Finds an academic year and normalises it to "YYYY-YYYY". */
export function findAcademicYear(text: string): { year: string; index: number; length: number } | null {
  const m = YEAR_RE.exec(text);
  if (!m) return null;
  const start = Number(m[1]);
  let end = Number(m[2]);
  if (m[2].length === 2) end = Math.floor(start / 100) * 100 + end;
  if (end !== start + 1) return null;
  return { year: `${start}-${end}`, index: m.index, length: m[0].length };
}

const APOSTROPHE = "['’‘`´]?";
/**
 * Earned and possible: "X (Y)", "X / Y", "X of Y". A scan may read a speck before the bracket or lose the
 * closing one ("105.5 .(130"), never so that a percent in brackets reads as possible points ("(81.2%)").
 */
const PAIR = `${NUM}\\s*(?:[.,'’‘\`]?\\s*\\(\\s*${NUM}(?:\\s*\\)|(?!\\s*[\\d.,%]))|(?:/|of|out of)\\s*${NUM})`;
/** "Total Points Rec'd: X (Y)" anywhere in the line: the report layout this product was first built for. */
const RECD_TOTAL_RE = new RegExp(
  `total\\s*(?:points|pts\\.?)\\s*(?:rec(?:${APOSTROPHE}d|eived|vd)\\.?|earned)?\\s*:?\\s*${PAIR}`,
  'i',
);
/**
 * Other schools' forms, as the whole line: "Total: X / Y", "Course Total X of Y", "Points: X/Y",
 * "Class Total Points: X out of Y", optionally followed by a percent and a letter ("83.57%  B"); a scan
 * may run the label's words together ("CourseTotal238.50 of 290.00") or read a speck after it ("Points.").
 */
const LABELLED_TOTAL_RE = new RegExp(
  `^(?:(?:course|class|grand|overall|term)\\s*)?(?:total(?:\\s+(?:points|pts\\.?|score))?(?:\\s+(?:earned|rec(?:${APOSTROPHE}d|eived)))?|points(?:\\s+(?:earned|total))?|pts\\.?)\\s*[:=.]?\\s*${PAIR}` +
    `(?:\\s*[=(\\-–—|,]?\\s*-?\\d[\\d,]*(?:\\.\\d+)?\\s*%\\s*\\)?)?(?:\\s*[(\\-–—|,]?\\s*(?:[A-F][+\\-−]?|[A-F][+\\-−]?\\s*\\))?)?\\s*$`,
  'i',
);

/** Earned over possible gives the printed percentage, as rounded to its decimals. */
export function givesPercent(earned: number, max: number, pct: { value: number; decimals: number }): boolean {
  if (!(max > 0)) return false;
  return Math.abs((earned / max) * 100 - pct.value) <= 0.5 * 10 ** -pct.decimals + 1e-9;
}

/**
 * A total whose slash a scan read as a colon ("Course Total 146:  245  59.59%"), its label's own colon
 * lost: taken where the printed percentage is the one its two numbers give.
 */
const COLON_TOTAL_RE = new RegExp(
  `^(?:(?:course|class|grand|overall|term)\\s*)?total\\s+${NUM}\\s*:\\s*${NUM}\\s+(\\d[\\d,]*(?:\\.(\\d+))?)\\s*%(?:\\s*[A-F][+\\-−]?)?\\s*$`,
  'i',
);

/** A speck a scan reads before a number as a quotation mark or a guillemet ("«70.5", "\"67.14%"). */
const NUMBER_SPECK = '["\'«»“”„‘’`]?';
/** A number whose decimal point a scan may read as a colon ("70:5"). */
const COLON_NUM = '(\\d[\\d,]*(?:[.:]\\d+)?)';
/**
 * A labelled total as a scan may read it: specks before its numbers, a decimal point read as a colon, a
 * speck after the points possible read as a percent sign ("Total: «70:5 / 105%  \"67.14%"): taken, like
 * `COLON_TOTAL_RE`, only where the printed percentage is the one its two numbers give.
 */
const SPECKED_TOTAL_RE = new RegExp(
  `^(?:(?:course|class|grand|overall|term)\\s*)?(?:total|points|pts\\.?)\\s*[:=.]?\\s*${NUMBER_SPECK}${COLON_NUM}\\s*(?:/|of|out of)\\s*${NUMBER_SPECK}${COLON_NUM}%?\\s+${NUMBER_SPECK}(\\d[\\d,]*(?:\\.(\\d+))?)\\s*%(?:\\s*[A-F][+\\-−]?)?\\s*$`,
  'i',
);

/** The course total line in the forms schools print ("Total Points Rec'd: 58.50 (70.00)", "Total: 58.5 / 70", ...). */
export function parseTotalLine(text: string): { received: number; max: number } | null {
  const texts = totalTexts(text);
  if (!texts) return colonTotal(text.trim());
  const received = parseNumber(texts.earned);
  const max = parseNumber(texts.max);
  if (received === null || max === null) return null;
  return { received, max };
}

/** A percentage printed on a line ("83.75%"), its last. */
const LAST_PERCENT_RE = /(\d[\d,]*(?:\.\d+)?\s*%)(?!.*\d\s*%)/;

/**
 * The texts of a total line's points earned and possible (not of a total whose slash was read as a colon:
 * the percentage already chose its numbers), and of the percentage printed beside them, if any.
 */
export function totalTexts(text: string): { earned: string; max: string; pct: string | null } | null {
  const m = RECD_TOTAL_RE.exec(text) ?? LABELLED_TOTAL_RE.exec(text.trim());
  if (!m) return null;
  return { earned: m[1], max: m[2] ?? m[3], pct: LAST_PERCENT_RE.exec(text)?.[1] ?? null };
}

function colonTotal(text: string): { received: number; max: number } | null {
  const m = COLON_TOTAL_RE.exec(text) ?? SPECKED_TOTAL_RE.exec(text);
  if (!m) return null;
  const [received, max, pct] = [m[1], m[2], m[3]].map((t) => parseNumber(t.replace(':', '.')));
  if (received === null || max === null || pct === null) return null;
  return givesPercent(received, max, { value: pct, decimals: m[4]?.length ?? 0 }) ? { received, max } : null;
}
