import type { Line } from './lines';
import { collapse } from './lines';
import { perObject } from './memo';

const LABELS =
  'Course(?: Name| Title)?|Subject|Class|Teacher(?: Name)?|Instructor|Period|Per\\.?|Student(?: Name| ID| #| Number)?|Name|ID|Perm ID|Grade(?: Level)?|Gr\\.?|Term|Semester|School Year|Year|Printed|Date Printed|Print Date|Report Date|Run Date|Date|Room|Section|School';

/**
 * The labels of a report's details long enough that a word one letter away from one, before a colon, is
 * that label misread ("Ciass:" on a scan is "Class:").
 */
export const LONG_LABEL_WORDS = [
  'Course',
  'Subject',
  'Class',
  'Teacher',
  'Instructor',
  'Period',
  'Student',
  'Grade',
  'Semester',
  'School',
  'Printed',
  'Report',
  'Section',
] as const;

/** One of the labels of a report's details (`LONG_LABEL_WORDS`), as printed. */
export const isLabelWord = (word: string) => (LONG_LABEL_WORDS as readonly string[]).includes(word);

const LABEL_SPLIT_RE = new RegExp(`\\s+(?=(?:${LABELS})\\s*:)`, 'g');
const LABEL_ONLY_RE = new RegExp(`^(?:${LABELS})\\s*:$`, 'i');
/** A period's label without its colon, and its number in a cell of its own ("Period" | "8"). */
const PERIOD_WORD_RE = /^(?:period|per\.?|pd\.?)$/i;
const PERIOD_NUMBER_RE = /^#?\d{1,2}(?:st|nd|rd|th)?$/;
const SEPARATOR_RE = /\s+[—–|•·]\s+|\s+-\s+(?=\S)/;
const EDGE_SEPARATOR_RE = /^[—–|•·]\s+|\s+[—–|•·]$/g;
/** The honorifics a teacher's name may begin with. */
export const HONORIFICS = 'mr|mrs|ms|miss|mx|dr|prof|sr|sra|srta|mme|mlle|herr|frau|coach';
/** A segment that ends with an honorific ("Mr.", "Teacher: Mr."): the name is in the next. */
const HONORIFIC_END_RE = new RegExp(`(?:^|[\\s:])(?:${HONORIFICS})\\.?$`, 'i');
/** A segment that ends with a surname and its comma ("Teacher: Harris,"): the given name is in the next. */
const SURNAME_COMMA_END_RE = /(?:^|[\s:])\p{Lu}[\p{Ll}'’-]+,$/u;
/** Capitalised words of letters, or initials: a given name ("Tamara", "D.", "Tamara J."). */
const GIVEN_NAME_RE = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*$/u;

/**
 * Splits a line into "label: value" or bare segments: cells, then separators (" — ", " | ", " · "),
 * then before embedded labels ("Student: A B   ID: 7"). A label alone in a cell takes the next cell, and so
 * does an honorific set wide of the name after it ("Mr." or "Teacher: Mr." apart from "James O’Connor"),
 * a period's label its number ("Period" apart from "8"), and a surname with its comma the given name set
 * wide of it ("Teacher: Harris," apart from "Tamara", as a scan may part them).
 */
export const segmentsOf: (line: Line) => readonly string[] = perObject(segmentsOfUncached);

function segmentsOfUncached(line: Line): string[] {
  const raw: string[] = [];
  for (const cell of line.cells) {
    // Most cells hold neither a separator nor a label (every label ends in a colon): they are not split at all.
    const parts = SEPARATOR_RE.test(cell.text) ? cell.text.split(SEPARATOR_RE) : [cell.text];
    for (const part of parts) {
      for (const piece of part.includes(':') ? part.split(LABEL_SPLIT_RE) : [part]) {
        // A separator at a cell's edge parts it from the next cell's segment ("Ms. Zoë Park —" | "P5").
        const t = collapse(piece).replace(EDGE_SEPARATOR_RE, '');
        if (t) raw.push(t);
      }
    }
  }
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (
      ((LABEL_ONLY_RE.test(raw[i]) || HONORIFIC_END_RE.test(raw[i])) &&
        i + 1 < raw.length &&
        !/:\s*\S/.test(raw[i + 1]) &&
        !/:$/.test(raw[i + 1])) ||
      (PERIOD_WORD_RE.test(raw[i]) && PERIOD_NUMBER_RE.test(raw[i + 1] ?? '')) ||
      (SURNAME_COMMA_END_RE.test(raw[i]) && GIVEN_NAME_RE.test(raw[i + 1] ?? ''))
    ) {
      out.push(`${raw[i]} ${raw[i + 1]}`);
      i++;
    } else {
      out.push(raw[i]);
    }
  }
  return out;
}

/** "Teacher: Mrs. K" -> ['teacher', 'Mrs. K']; null when the segment carries no label. */
export function labelOf(segment: string): [string, string] | null {
  const m = /^([A-Za-z][A-Za-z #.']{0,20}?)\s*:\s*(.*)$/.exec(segment);
  if (!m) return null;
  return [m[1].toLowerCase().replace(/\.$/, '').trim(), m[2].trim()];
}
