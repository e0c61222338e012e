/**
 * A row's printed percentage checks its points. A scan loses, adds or moves decimal points ("2.5" read as
 * "25", "47.5" as "475", "20" as "20.6" with a speck), or reads a mark beside a number as a digit of it
 * ("237" for "23"); where earned / possible does not give the percentage the row prints, and exactly one
 * such reading of one of the two numbers does, the row is read so.
 */
import { givesPercent, parseNumber } from './values';

export { givesPercent };

/**
 * A percentage as printed in a row's percent cell ("76.67%", "(50.0 %)", or "76.67" in a column of percents
 * printed without their sign): its value and how many decimals it shows.
 */
export function printedPercent(text: string): { value: number; decimals: number } | null {
  const m = /^\(?\s*(\d+(?:\.(\d+))?)\s*%?\s*\)?$/.exec(text.trim());
  return m ? { value: Number(m[1]), decimals: m[2]?.length ?? 0 } : null;
}

/**
 * The points possible that earned points and a printed percentage leave: the one whole number over which
 * `earned` gives the percentage as rounded to its decimals (9 at "60.00%": 15); null where none or more
 * than one does, or where nothing was earned (0% of any number is 0).
 */
export function possibleByPercent(earned: number, pct: { value: number; decimals: number }): number | null {
  if (!(earned > 0) || !(pct.value > 0)) return null;
  const slack = 0.5 * 10 ** -pct.decimals;
  const low = Math.ceil((earned * 100) / (pct.value + slack));
  const high = pct.value > slack ? Math.floor((earned * 100) / (pct.value - slack)) : low;
  const fits: number[] = [];
  for (let max = low; max <= high && fits.length < 2; max++)
    if (givesPercent(earned, max, pct)) fits.push(max);
  return fits.length === 1 ? fits[0] : null;
}

/** Points are given in quarters at the finest ("18.25", "2.5"). */
const POINT_STEP = 0.25;

/** A number of points a score can be: a whole number of the finest step. */
export const inPointSteps = (points: number): boolean => Number.isInteger(points / POINT_STEP);

/**
 * The points earned that points possible and a printed percentage leave: the one number of quarter points
 * that gives the percentage over `max` as rounded to its decimals (51 of 100 at "51.00%"); null where none
 * or more than one does.
 */
export function earnedByPercent(max: number, pct: { value: number; decimals: number }): number | null {
  if (!(max > 0)) return null;
  const slack = 0.5 * 10 ** -pct.decimals;
  const low = Math.max(0, Math.ceil(((pct.value - slack) * max) / 100 / POINT_STEP));
  const high = Math.floor(((pct.value + slack) * max) / 100 / POINT_STEP);
  const fits: number[] = [];
  for (let k = low; k <= high && fits.length < 2; k++)
    if (givesPercent(k * POINT_STEP, max, pct)) fits.push(k * POINT_STEP);
  return fits.length === 1 ? fits[0] : null;
}

/**
 * Readings of a number whose decimal point was lost, moved or added: the point put before any of its last
 * two digits ("475": 47.5, 4.75), moved there, or dropped with the digits after it ("20.6": 20) or alone
 * ("1.6": 16).
 */
export function decimalReadings(text: string): number[] {
  const s = text.trim();
  if (parseNumber(s) === null || s.includes(',') || s.startsWith('-')) return [];
  const [whole, fraction = ''] = s.split('.');
  const digits = whole + fraction;
  const out = new Set<number>();
  for (const at of [digits.length - 1, digits.length - 2])
    if (at >= 1) out.add(Number(`${digits.slice(0, at)}.${digits.slice(at)}`));
  if (fraction) {
    out.add(Number(whole));
    out.add(Number(digits));
  }
  out.delete(Number(s));
  return [...out].filter((n) => Number.isFinite(n));
}

/**
 * Readings of a number with one digit fewer: a speck or a mark beside it read as a digit of it ("237" for
 * "23" before the slash of "23/25").
 */
export function droppedDigitReadings(text: string): number[] {
  const s = text.trim();
  if (parseNumber(s) === null || !/^\d+(?:\.\d+)?$/.test(s)) return [];
  const out = new Set<number>();
  for (let i = 0; i < s.length; i++) {
    if (!/\d/.test(s[i])) continue;
    const rest = s.slice(0, i) + s.slice(i + 1);
    if (/^\d+(?:\.\d+)?$/.test(rest)) out.add(Number(rest));
  }
  out.delete(Number(s));
  return [...out];
}

/**
 * Readings of a number with one digit more: one of two like digits read as one ("1" for "11"), or a
 * digit lost in a speck's gap.
 */
export function lostDigitReadings(text: string): number[] {
  const s = text.trim();
  if (!/^\d+(?:\.\d+)?$/.test(s)) return [];
  const out = new Set<number>();
  for (let i = 0; i <= s.length; i++)
    for (let d = 0; d <= 9; d++) {
      const longer = `${s.slice(0, i)}${d}${s.slice(i)}`;
      if (/^(?:0|[1-9]\d*)(?:\.\d+)?$/.test(longer)) out.add(Number(longer));
    }
  out.delete(Number(s));
  return [...out];
}

/**
 * A number's readings a scan makes likely, the likelier first: a decimal point lost, moved or added, or a
 * digit too many; then a digit too few.
 */
const scanReadings: ((text: string) => number[])[] = [
  (text) => [...new Set([...decimalReadings(text), ...droppedDigitReadings(text)])],
  lostDigitReadings,
];

/** The texts of a row's points: its earned and possible cells, or the two halves of its score ("25 / 5"). */
export interface PointTexts {
  earned: string | null;
  max: string | null;
}

/**
 * The percentage as printed, then as it reads with its own decimal point lost or moved ("7900%": 79.00),
 * up to 100% (a row's percentage passes 100 only for extra credit; "50.0%" is not 500).
 */
function percentReadings(text: string): { value: number; decimals: number }[] {
  const printed = printedPercent(text);
  if (!printed) return [];
  const number = /\d+(?:\.\d+)?/.exec(text)?.[0] ?? '';
  const others = decimalReadings(number)
    .filter((value) => value <= 100)
    .map((value) => ({ value, decimals: /\.(\d+)/.exec(String(value))?.[1].length ?? 0 }));
  return [printed, ...others];
}

/**
 * The percentages a row's printed percent may stand for: the one printed, or, where it passes 100 on a row
 * not of extra credit (only extra credit passes 100), its readings with its decimal point put back ("733%":
 * 73.3 or 7.33).
 */
function rowPercents(text: string, extraCredit: boolean): { value: number; decimals: number }[] {
  const [printed, ...others] = percentReadings(text);
  if (!printed) return [];
  return printed.value <= 100 || extraCredit ? [printed] : others;
}

/**
 * The one number that `byPercent` gives for the row's printed percentage (see `rowPercents`): "1n" of 15 at
 * "733%" earned 11, for 73.3% (7.33% gives no number of quarter points); null where none does or the
 * readings give different numbers.
 */
function byRowPercent(
  text: string,
  extraCredit: boolean,
  byPercent: (pct: { value: number; decimals: number }) => number | null,
): number | null {
  const found = new Set(rowPercents(text, extraCredit).flatMap((p) => byPercent(p) ?? []));
  return found.size === 1 ? [...found][0] : null;
}

/** `earnedByPercent` for the percentage a row prints, read as `rowPercents` reads it. */
export const earnedByRowPercent = (max: number, text: string, extraCredit: boolean) =>
  byRowPercent(text, extraCredit, (pct) => earnedByPercent(max, pct));

/** `possibleByPercent` for the percentage a row prints, read as `rowPercents` reads it. */
export const possibleByRowPercent = (earned: number, text: string, extraCredit: boolean) =>
  byRowPercent(text, extraCredit, (pct) => possibleByPercent(earned, pct));

/** Earned over possible gives the printed percentage, as printed or with its own decimal point lost or moved. */
export function fitsPercent(earned: number, max: number, pctText: string): boolean {
  return percentReadings(pctText).some((p) => givesPercent(earned, max, p));
}

/**
 * Points earned and possible a scan ran together over the space between them, read as one number with a
 * speck for its point ("16.25" for "16  25"): the two sides of the point, where they give the row's printed
 * percentage; null otherwise.
 */
export function pointsRunTogether(text: string, pctText: string): { earned: number; max: number } | null {
  const m = /^(\d+)[.,](\d+)$/.exec(text.trim());
  if (!m) return null;
  const [earned, max] = [Number(m[1]), Number(m[2])];
  return max > 0 && fitsPercent(earned, max, pctText) ? { earned, max } : null;
}

/**
 * The one reading of the row's earned or possible points that gives its printed percentage, of the
 * likeliest kind any reading gives it by, where the points as read do not; null where they do (the percentage read with its decimal point lost or moved
 * too: that is as likely as the points'), or where no reading, or more than one, does. With
 * `percentAsPrinted` (a course total's: "33.50 (40.60) 83.75%" is 33.50 of 40), the points must give the
 * percentage as printed: a total's points decide whether its course adds up, and 82.51% is not 83.75%
 * however its point is read.
 */
export function pointsByPercent(
  earned: number,
  max: number,
  texts: PointTexts,
  pctText: string,
  percentAsPrinted = false,
): { earned: number; max: number } | null {
  const pct = printedPercent(pctText);
  if (!pct) return null;
  if (percentAsPrinted ? givesPercent(earned, max, pct) : fitsPercent(earned, max, pctText)) return null;
  for (const readings of scanReadings) {
    const fits: { earned: number; max: number }[] = [];
    if (texts.earned)
      for (const e of readings(texts.earned)) if (givesPercent(e, max, pct)) fits.push({ earned: e, max });
    if (texts.max)
      for (const m of readings(texts.max)) if (givesPercent(earned, m, pct)) fits.push({ earned, max: m });
    if (fits.length) return fits.length === 1 ? fits[0] : null;
  }
  return null;
}

/** At least this many of a course's point texts, and this share of them, print the decimals its column does. */
const MIN_FORMATTED = 4;
const FORMAT_SHARE = 0.8;

/**
 * The decimals a course's points are printed with ("20.00", "7.50": 2), where at least four in five of
 * them show as many; 0 where they show none or no one count.
 */
export function pointDecimals(texts: (string | null)[]): number {
  const counts = texts.flatMap((t) => {
    const m = t === null ? null : /^\d[\d,]*(?:\.(\d+))?$/.exec(t.trim());
    return m ? [m[1]?.length ?? 0] : [];
  });
  if (counts.length < MIN_FORMATTED) return 0;
  const common = counts.find((d) => counts.filter((x) => x === d).length >= FORMAT_SHARE * counts.length);
  return common ?? 0;
}

/**
 * Points earned read without their decimal point ("2000" for "20.00", "300" for a bonus's "3.00") where
 * the course prints its points with `decimals` decimals: a whole number of more digits than that, above
 * the points possible, is read with the point put back, where that is no more than the points possible
 * (or these are none: a bonus). Null where the points stand as read.
 */
export function earnedWithPointLost(
  text: string | null,
  earned: number,
  max: number,
  decimals: number,
): number | null {
  if (!decimals) return halfPointLost(text, earned, max);
  if (!text || earned <= max || !new RegExp(`^\\d{${decimals + 1},}$`).test(text.trim())) return null;
  const read = Number((earned / 10 ** decimals).toFixed(decimals));
  return max === 0 || read <= max ? read : null;
}

/** Points earned this many times their points possible, or more, are no score but a misreading. */
const BEYOND_ANY_SCORE = 3;

/**
 * A half point read without its decimal point ("125" for "12.5" of 15, "95" for "9.5" of 10) where the course
 * prints its points whole but for halves: points earned of two digits or more ending in 5, at least three
 * times their points possible, are read with the point put back where that is no more than the points
 * possible. (A bonus's 15 of 10 stands.)
 */
function halfPointLost(text: string | null, earned: number, max: number): number | null {
  if (!text || !/^\d+5$/.test(text.trim()) || !(max > 0) || earned < BEYOND_ANY_SCORE * max) return null;
  const read = earned / 10;
  return read <= max ? read : null;
}

/**
 * A score read as one number, its slash lost or read as a one or a seven ("1015" for "10/15"): the one way
 * of parting it that gives the row's printed percentage, or null where none does or more than one.
 */
export function scoreBySlash(text: string | null, pctText: string): { earned: number; max: number } | null {
  const pct = printedPercent(pctText);
  const s = text?.trim() ?? '';
  if (!pct || !/^\d{2,}$/.test(s)) return null;
  const fits: { earned: number; max: number }[] = [];
  for (let k = 1; k < s.length; k++) {
    const partings = [[s.slice(0, k), s.slice(k)]];
    if (/[17]/.test(s[k]) && k < s.length - 1) partings.push([s.slice(0, k), s.slice(k + 1)]);
    for (const [a, b] of partings) {
      if (/^0\d/.test(a) || /^0/.test(b)) continue;
      const [earned, max] = [Number(a), Number(b)];
      if (givesPercent(earned, max, pct) && !fits.some((f) => f.earned === earned && f.max === max))
        fits.push({ earned, max });
    }
  }
  return fits.length === 1 ? fits[0] : null;
}
