/**
 * Other ways to read a table's rows, for a course whose rows do not add up to the total its report prints
 * (transcript contract, "reconciliation"). Each rereading moves values between the fields one reading put
 * them in; the course keeps the first reading whose rows add up, and its first reading otherwise.
 */
import type { ColumnRole } from './columns';
import { cellKind } from './tables';

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

export const REREADINGS: readonly Rereading[] = [scoreInText, earnedAndMaxSwapped];
