/**
 * Other ways to read a table's rows, for a course whose rows do not add up to the total its report prints
 * (transcript contract, "reconciliation"). Each rereading moves values between the fields one reading put
 * them in, or reads a value as a scan may have misread it; the course keeps the first reading whose rows add
 * up, and its first reading otherwise.
 */
import type { ColumnRole } from './columns';
import { dateShape, monthAndDayEitherWay, numericDateParts } from './dates';
import { givesPercent, printedPercent } from './rowPercent';
import { cellKind } from './tables';
import { parseCombinedScore } from './values';

export type Fields = Partial<Record<ColumnRole, string>>;

export interface Rereading {
  /** What the rereading supposes, for the record. */
  supposes: string;
  /** The row's fields read the other way, or null where it changes nothing. */
  reread(fields: Fields): Fields | null;
}

const TEXT_FIELDS: ColumnRole[] = ['category', 'name', 'comment', 'other'];
const SCORE_AT_START_RE = /^(-?\d[\d,]*(?:\.\d+)?\s*(?:\/|out of|of)\s*-?\d[\d,]*(?:\.\d+)?)\s+(?=\S)/i;
const SCORE_AT_END_RE = /(?<=\S)\s+(-?\d[\d,]*(?:\.\d+)?\s*(?:\/|out of|of)\s*-?\d[\d,]*(?:\.\d+)?)$/i;

/** A score that ran into a neighbouring text cell ("Classwork 132.00 out of 200.00") is the row's score. */
const scoreInText: Rereading = {
  supposes: 'a score printed against a text cell',
  reread(fields) {
    if (fields.score || fields.earned) return null;
    for (const role of TEXT_FIELDS) {
      const text = fields[role];
      if (!text) continue;
      const m = SCORE_AT_END_RE.exec(text) ?? SCORE_AT_START_RE.exec(text);
      if (!m || cellKind(m[1]) !== 'pair') continue;
      return { ...fields, score: m[1], [role]: text.replace(m[0], ' ').trim() };
    }
    return null;
  },
};

/** The columns of points earned and points possible are the other way round. */
const earnedAndMaxSwapped: Rereading = {
  supposes: 'points earned and points possible in each other’s columns',
  reread(fields) {
    if (fields.earned === undefined && fields.max === undefined) return null;
    const { earned, max, ...rest } = fields;
    return {
      ...rest,
      ...(max !== undefined && { earned: max }),
      ...(earned !== undefined && { max: earned }),
    };
  },
};

/** A score cell that waits for its points possible: it ends with its separator ("3 out of", "12 /"). */
const OPEN_SCORE_RE = /(?:\/|\bof)$/i;

/** A numeric date whose parts may be a day and a month either way round ("8/29", "9/3/24"). */
function plausibleDate(text: string): boolean {
  if (!dateShape(text)) return false;
  const parts = numericDateParts(text);
  return parts !== null && monthAndDayEitherWay(...parts);
}

/**
 * A score's points possible run into the date after it, the space between lost, so that the score waits
 * for them and the date cell reads as no date ("3 out of" | "58/29" for "3 out of 5" | "8/29"; a scan of a
 * tight monospaced table): parted where the rest is a date and the points possible give the row's printed
 * percentage, else where they keep the most digits.
 */
const possibleInDate: Rereading = {
  supposes: 'points possible run into the date after them',
  reread(fields) {
    const date = fields.date?.trim();
    if (!date) return null;
    for (const role of ['score', 'earned'] as const) {
      const open = fields[role]?.trim();
      if (!open || !OPEN_SCORE_RE.test(open)) continue;
      const parts = Array.from({ length: date.length - 1 }, (_, i) => date.length - 1 - i)
        .map((k) => ({ possible: date.slice(0, k), rest: date.slice(k) }))
        .filter((p) => /^\d+(?:\.\d+)?$/.test(p.possible) && plausibleDate(p.rest));
      const earned = /^\d+(?:\.\d+)?/.exec(open)?.[0];
      const pct = printedPercent(fields.pct ?? '');
      const part =
        parts.find((p) => earned && pct && givesPercent(Number(earned), Number(p.possible), pct)) ?? parts[0];
      if (!part) continue;
      const { [role]: _, ...others } = fields;
      return { ...others, score: `${open} ${part.possible}`, date: part.rest };
    }
    return null;
  },
};

/** A score pair whose points earned end in a digit that may be its slash read twice ("157/20" for "15/20"). */
const EARNED_THEN_SLASH_RE = /^(\d[\d,]*(?:\.\d+)?)\d(\s*\/\s*)(\d[\d,]*(?:\.\d+)?)$/;

/**
 * A scan's slash read twice, once as a digit after the points earned ("157/20" for "15/20", its top read as
 * a 7): where a score's points earned exceed its points possible, they are read without that last digit.
 */
const slashReadAsDigit: Rereading = {
  supposes: "a score's slash read also as a digit after its points earned",
  reread(fields) {
    const text = fields.score?.trim();
    const m = text ? EARNED_THEN_SLASH_RE.exec(text) : null;
    const pair = text ? parseCombinedScore(text) : null;
    if (!m || !pair || pair[0] <= pair[1] || Number(m[1].replace(/,/g, '')) > pair[1]) return null;
    return { ...fields, score: `${m[1]}${m[2]}${m[3]}` };
  },
};

/** Two numbers alone in a score's cell: its points earned and possible, the slash between them lost. */
const TWO_NUMBERS_RE = /^(\d[\d,]*(?:\.\d+)?)\s+(\d[\d,]*(?:\.\d+)?)$/;

/**
 * A scan's slash lost between a score's two numbers ("28.00  50.00" for "28.00 / 50.00"), in the one cell
 * of the row's points (its column named for the score or for either of its parts): the score is read as
 * its points earned of its points possible.
 */
const slashLost: Rereading = {
  supposes: "a score's slash lost between its points earned and possible",
  reread(fields) {
    const roles = (['score', 'earned', 'max'] as const).filter((r) => fields[r]);
    const [role] = roles;
    const m = roles.length === 1 ? TWO_NUMBERS_RE.exec(fields[role]?.trim() ?? '') : null;
    if (!m) return null;
    const { [role]: _, ...others } = fields;
    return { ...others, score: `${m[1]} / ${m[2]}` };
  },
};

export const REREADINGS: readonly Rereading[] = [
  scoreInText,
  earnedAndMaxSwapped,
  possibleInDate,
  slashReadAsDigit,
  slashLost,
];
