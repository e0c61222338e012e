/**
 * What one number word may have been, given how far its course falls short of the total its report
 * prints: a scan loses, moves or adds a decimal point ("25" for "2.5", "1.007" for "1"), reads a zero as
 * a six or a six as a zero ("160" for "100"), and reads a score's slash as a digit or loses it ("2.515"
 * for "2.5/5", "710" for "7/10") or the slash before a row's points possible ("25.00" for "M / 25.00"),
 * however sure the engine is. A reading is offered only where it makes up
 * the shortfall exactly.
 */
import { decimalReadings, inPointSteps } from '../rowPercent';
import { parseNumber } from '../values';

/** Points earned and possible the course's rows fall short of its printed total (negative: too many). */
export interface Shortfall {
  earned: number;
  possible: number;
}

/** Within the cent a course's sums are rounded to. */
const near = (a: number, b: number) => Math.abs(a - b) <= 0.005 + 1e-9;

/** Fractions scores are given in: half and quarter points. */
const GRADED_FRACTION_RE = /\.(?:50?|25|75)$/;

/**
 * A reading that drops a fraction scores are given in ("188.5" read as 188): a speck is read as ".6" or
 * ".78", never as the half point a teacher gave.
 */
function dropsAGrade(text: string, reading: number): boolean {
  return GRADED_FRACTION_RE.test(text) && Number.isInteger(reading) && Math.trunc(Number(text)) === reading;
}

/** Digits a scan reads as each other: a zero's oval closed at its foot reads as a six, and a six as a zero. */
const DIGIT_READ_AS: Record<string, string> = { '0': '6', '6': '0' };

/** Readings of a number with one of its digits read as another (`DIGIT_READ_AS`: "160" for "100"). */
function misreadDigitReadings(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const other = DIGIT_READ_AS[text[i]];
    const reading = other && `${text.slice(0, i)}${other}${text.slice(i + 1)}`;
    if (reading && /^(?:0|[1-9]\d*)(?:\.\d+)?$/.test(reading)) out.push(reading);
  }
  return out;
}

/** A whole number with its last zero lost ("5" for "50", "10" for "100"): the zero's thin oval faded. */
function lostZeroReading(text: string): string[] {
  return /^[1-9]\d*$/.test(text) ? [`${text}0`] : [];
}

/**
 * Readings of a number word with one digit read as another (`DIGIT_READ_AS`) or a last zero lost
 * (`lostZeroReading`) that make up the shortfall in points earned or possible: less likely than a decimal
 * point's or a slash's misreading (`shortfallReadings`), and tried after them.
 */
export function misreadDigitShortfallReadings(text: string, value: number, short: Shortfall): string[] {
  return [...misreadDigitReadings(text), ...lostZeroReading(text)].filter((reading) =>
    [short.earned, short.possible].some((d) => d !== 0 && near(Number(reading) - value, d)),
  );
}

/** Glyphs a score's thin slash is read as. */
const SLASH_AS = new Set(['1', '7', '4', 'l', 'I', '|']);

/**
 * Readings of a number word (`value`: the number it reads as, counted among its course's points or not)
 * that make up the shortfall: a decimal point lost, moved or added (the change is the shortfall in points
 * earned or possible), a slash read as a digit or lost (the halves are the points earned the word stood
 * for, changed by the shortfall in points earned, and the points possible the course lacks), or the slash
 * before a row's points possible lost (the word is the points possible the course lacks, and no points
 * earned: `possibleAlone`).
 */
export function shortfallReadings(text: string, value: number, short: Shortfall): string[] {
  const out: string[] = [];
  for (const reading of decimalReadings(text).filter((r) => !dropsAGrade(text, r)))
    if ([short.earned, short.possible].some((d) => d !== 0 && near(reading - value, d)))
      out.push(String(reading));
  const specked = speckAfterDecimals(text);
  if (
    specked !== null &&
    !out.includes(String(specked)) &&
    [short.earned, short.possible].some((d) => d !== 0 && near(specked - value, d))
  )
    out.push(String(specked));
  for (const [a, b] of slashCuts(text)) {
    const earned = parseNumber(a);
    const possible = parseNumber(b);
    if (earned === null || possible === null || possible < 0 || !near(possible, short.possible)) continue;
    if (near(earned - value, short.earned) || near(earned, short.earned)) out.push(`${a}/${b}`);
  }
  const possible = parseNumber(text);
  if (possible && possible > 0 && near(possible, short.possible) && near(-value, short.earned))
    out.push(possibleAlone(text));
  return out;
}

/**
 * A number whose last decimal is a speck after it read as a digit ("2.57" for "2.5", "16.507" for "16.50"):
 * the number without it, where that is a whole number of quarter points and the number as read is not.
 */
export function speckAfterDecimals(text: string): number | null {
  const m = /^(\d+\.\d+)\d$/.exec(text);
  if (!m) return null;
  const reading = Number(m[1]);
  return inPointSteps(reading) && !inPointSteps(Number(text)) ? reading : null;
}

/** The halves a number word reads as with a score's slash read as a digit ("2.515": 2.5/5), or lost ("710": 7/10). */
function slashCuts(text: string): [string, string][] {
  const cuts: [string, string][] = [];
  for (let i = 1; i < text.length; i++) {
    cuts.push([text.slice(0, i), text.slice(i)]);
    if (SLASH_AS.has(text[i]) && i < text.length - 1) cuts.push([text.slice(0, i), text.slice(i + 1)]);
  }
  return cuts;
}

/** A number run into a slash date after it ("5009/17"): digits, perhaps a decimal point, then the date. */
const RUN_INTO_DATE_RE = /^\d[\d.]*\d\/\d{1,2}(?:\/\d{2}(?:\d{2})?)?$/;

/** A day and month, either way round, that can be a date ("9/17", "17/9"; not "13/40"). */
function isDayAndMonth(text: string): boolean {
  const [a, b] = text.split('/').map(Number);
  return a >= 1 && b >= 1 && Math.max(a, b) <= 31 && Math.min(a, b) <= 12;
}

/** A reading of `digits` as the digits show it ("5.00" for 5 from "500"). */
function asPrinted(reading: number, digits: string): string {
  const bare = digits.replace('.', '');
  for (let decimals = 0; decimals < bare.length; decimals++)
    if (reading.toFixed(decimals).replace('.', '') === bare) return reading.toFixed(decimals);
  return String(reading);
}

/**
 * A number run into the date after it, its space and decimal point lost ("5009/17" for "5.00 9/17"): the
 * number, as printed or with its decimal point set back, where that is the points the course lacks, then
 * the date (its first part one digit where both read so: "5.00 9/17" rather than "5.0 09/17").
 */
function runIntoDateReadings(text: string, short: Shortfall): string[] {
  if (!RUN_INTO_DATE_RE.test(text)) return [];
  const slash = text.indexOf('/');
  const out: string[] = [];
  for (const cut of [slash - 1, slash - 2]) {
    const number = text.slice(0, cut);
    const date = text.slice(cut);
    const value = parseNumber(number);
    if (cut < 1 || value === null || !isDayAndMonth(date)) continue;
    for (const reading of [value, ...decimalReadings(number)])
      if ([short.earned, short.possible].some((d) => d !== 0 && near(reading, d)))
        out.push(`${asPrinted(reading, number)} ${date}`);
    if (out.length) break;
  }
  return out;
}

/** A score read as one word ("1.007/0.00", or a status over its points possible: "M/16"): its two halves. */
const PAIR_WORD_RE = /^([\d.,]+|\p{L}+)(\s*\/\s*)([\d.,]+)$/u;

/**
 * Readings of a word that make up its course's shortfall: of the number it is, of a number and the date
 * it ran into ("5009/17": "5.00 9/17"), or of either half of the score it is ("1.007/0.00": "1/0.00"), as
 * `readings` reads a number (a digit read as another: `misreadDigitShortfallReadings`; no date then).
 */
export function wordShortfallReadings(
  text: string,
  short: Shortfall,
  readings: typeof shortfallReadings = shortfallReadings,
): string[] {
  const value = parseNumber(text);
  if (value !== null) return readings(text, value, short);
  const runInto = readings === shortfallReadings ? runIntoDateReadings(text, short) : [];
  if (runInto.length) return runInto;
  return halfReadings(text, (half) => {
    const v = parseNumber(half);
    return v === null ? [] : readings(half, v, short);
  });
}

/** Of a score read as one word ("45/5", "M/16"), the readings `read` gives either half (no slash in them). */
function halfReadings(text: string, read: (half: string) => string[]): string[] {
  const pair = PAIR_WORD_RE.exec(text);
  if (!pair) return [];
  const [, earned, slash, possible] = pair;
  const halves = (half: string) => read(half).filter((r) => !r.includes('/'));
  return [
    ...halves(earned).map((r) => `${r}${slash}${possible}`),
    ...halves(possible).map((r) => `${earned}${slash}${r}`),
  ];
}

/**
 * Every reading of a number word a scan may have misread, whatever its course lacks: a decimal point lost,
 * moved or added (not one dropping a graded fraction), a zero read as a six or a six as a zero, and a
 * score's slash lost or read as a digit where that leaves a plausible score ("35" for "3/5", "2.515" for
 * "2.5/5"); of a score read as one word, either half so read where that leaves a plausible score ("45/5":
 * "4.5/5").
 */
export function wordReadings(text: string): string[] {
  const value = parseNumber(text);
  return value === null ? halfReadings(text, numberReadings).filter(plausibleScore) : numberReadings(text);
}

/** `wordReadings` of a word that is a number. */
function numberReadings(text: string): string[] {
  const out = new Set<string>();
  for (const reading of decimalReadings(text)) if (!dropsAGrade(text, reading)) out.add(String(reading));
  for (const reading of misreadDigitReadings(text)) out.add(reading);
  for (const [a, b] of slashCuts(text))
    if (/^\d/.test(b) && plausibleScore(`${a}/${b}`)) out.add(`${a}/${b}`);
  if (/^\d/.test(text)) out.add(possibleAlone(text));
  out.delete(text);
  return [...out];
}

/**
 * A number read as the points possible alone, the slash before it lost ("M 25.00" for "M / 25.00", "10.00"
 * for "-- / 10.00"): the points possible of a row whose points earned are a status or not given.
 */
function possibleAlone(text: string): string {
  return `/${text}`;
}

/** Whether a reading is a row's points possible alone (`possibleAlone`). */
export const isPossibleAlone = (reading: string) => /^\/\d/.test(reading);

/** A score as a teacher gives it: points earned no more than the points possible, which are some. */
export function plausibleScore(text: string): boolean {
  const pair = PAIR_WORD_RE.exec(text);
  const earned = pair && parseNumber(pair[1]);
  const possible = pair && parseNumber(pair[3]);
  return earned != null && possible != null && possible > 0 && earned <= possible;
}

/** What reading one word otherwise does to its course's points: the word, and the change in points earned and possible. */
export interface ReadingEffect {
  word: number;
  earned: number;
  possible: number;
}

/** More words than this misread in one course are not looked for. */
const MAX_WORDS_MISREAD = 3;

/**
 * The one set of readings, of two or three different words, whose changes together make up the course's
 * shortfall exactly, as indices into `effects`: the fewest words that do, and null where none do or where
 * more than one set of that many does (a coincidence of sums is no evidence).
 */
export function uniqueMakeUp(effects: ReadingEffect[], short: Shortfall): number[] | null {
  // Readings of a word that change the sums alike are one ("100.60" read "100" or "100.00").
  const useful = effects
    .map((e, i) => ({ ...e, i }))
    .filter(
      (e, k, all) =>
        (e.earned !== 0 || e.possible !== 0) &&
        !all
          .slice(0, k)
          .some((o) => o.word === e.word && near(o.earned, e.earned) && near(o.possible, e.possible)),
    );
  for (let size = 2; size <= MAX_WORDS_MISREAD; size++) {
    const found: number[][] = [];
    const pick = (from: number, chosen: typeof useful, earned: number, possible: number) => {
      if (found.length > 1) return;
      if (chosen.length === size) {
        if (near(earned, short.earned) && near(possible, short.possible)) found.push(chosen.map((e) => e.i));
        return;
      }
      for (let k = from; k < useful.length; k++) {
        const e = useful[k];
        if (chosen.some((c) => c.word === e.word)) continue;
        pick(k + 1, [...chosen, e], earned + e.earned, possible + e.possible);
      }
    };
    pick(0, [], 0, 0);
    if (found.length === 1) return found[0];
    if (found.length > 1) return null;
  }
  return null;
}
