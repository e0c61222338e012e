import { perObject } from './memo';
import type { Line } from './lines';
import { collapse } from './lines';
import { HONORIFICS, labelOf, segmentsOf } from './segments';
import { findAcademicYear, findTerm } from './values';

export interface CourseHeader {
  name: string;
  teacher: string | null;
  period: string | null;
  term: string | null;
  year: string | null;
  /** 'strong' when a course/teacher label is printed, 'weak' when only a period or honorific marks it. */
  strength: 'strong' | 'weak';
}

const HONORIFIC_RE = new RegExp(`^(${HONORIFICS})\\.?\\s+\\S`, 'i');
/** A period ("Per 3", "Period: 3rd", "P3"; "Per-1" as a scan may read it). */
const PERIOD_RE = /^(?:period|per\.?|pd\.?|p)\s*[:\-–]?\s*#?(\d{1,2})(?:st|nd|rd|th|[a-z])?$/i;
const PERIOD_ANY_RE = /\b(?:period|per\.?|pd\.?)\s*[:\-–]?\s*#?(\d{1,2})\b|\bP(\d{1,2})\b/i;
const CONTINUED_RE = /\s*[([]?\s*(?:cont(?:inued|'d|\.)?)\s*[)\]]?\s*$/i;

export function stripContinued(name: string): string {
  return collapse(name.replace(CONTINUED_RE, ''));
}

/** Reads a course header line ("Pre-Algebra 8  Teacher: Mrs. K  Period 3  Semester 1  2024-25"). */
const courseHeaderOf = perObject(readCourseHeaderUncached);

export function readCourseHeader(line: Line): CourseHeader | null {
  const h = courseHeaderOf(line);
  return h ? { ...h } : null;
}

/** The course details a line's own segments give (memoised: several questions of a line read them). */
const detailsOf = perObject((line: Line) => readDetails(segmentsOf(line)));

function readCourseHeaderUncached(line: Line): CourseHeader | null {
  const d = detailsOf(line);
  if (!d || !d.name) return null;
  if (!d.strong && (d.marks === 0 || (!d.period && !d.teacher))) return null;
  return {
    name: stripContinued(d.name),
    teacher: d.teacher,
    period: d.period,
    term: d.term,
    year: d.year,
    strength: d.strong ? 'strong' : 'weak',
  };
}

interface Details {
  name: string | null;
  teacher: string | null;
  period: string | null;
  term: string | null;
  year: string | null;
  strong: boolean;
  marks: number;
}

const PAREN_PERIOD_RE = /\(\s*(?:period|per\.?|pd\.?|p)\s*:?\s*#?(\d{1,2})(?:st|nd|rd|th)?\s*\)/i;
const ORDINAL_PERIOD_RE = /^(\d{1,2})(?:st|nd|rd|th)\s+(?:period|per\.?|pd\.?)$/i;
/** "Dana Whitfield", "Samuel Björk", "K. Thompson": a person's name, once the title is known. */
const PERSON_RE =
  /^(?:[A-Z]\.\s*)?[A-Z][\p{Ll}'’-]+(?:\s+[A-Z][\p{Ll}'’-]+){0,2}\s+[A-Z][\p{Ll}'’-]+$|^[A-Z]\.\s*[A-Z][\p{Ll}'’-]+$/u;
const LAST_INITIAL_RE = /^[A-Z][\p{L}'’-]+,\s*(?:[A-Z]\.\s*){1,2}$/u;
const LAST_FIRST_RE = /^[A-Z][A-Za-zà-ÿ'’-]+,\s*[A-Z][A-Za-zà-ÿ'’.-]*(?:\s+[A-Z][A-Za-zà-ÿ'’.-]*)*$/;

/**
 * Course details from the segments of one or more lines, labelled or not, in any order: the title, the
 * teacher (a label, an honorific, or "Last, F."), the period ("Per 3", "Period: 3rd", "P3"), the term and
 * the academic year. Null when a segment carries a label that is not a course detail.
 */
function readDetails(segs: readonly string[]): Details | null {
  const d: Details = {
    name: null,
    teacher: null,
    period: null,
    term: null,
    year: null,
    strong: false,
    marks: 0,
  };
  for (let seg of segs) {
    const lv = labelOf(seg);
    if (lv) {
      const [label, value] = lv;
      if (/^(course( name| title)?|subject|class|course\s*\/\s*section)$/.test(label)) {
        d.strong = true;
        seg = value;
      } else if (/^(teacher( name)?|instructor|educator|staff)$/.test(label)) {
        d.strong = true;
        d.teacher = personName(value);
        continue;
      } else if (/^(period|per|pd|class period)$/.test(label)) {
        d.period = /\d+/.exec(value)?.[0] ?? null;
        d.marks++;
        continue;
      } else if (/^(term|semester|quarter|marking period|grading period)$/.test(label)) {
        d.term = findTerm(value)?.term ?? (value.replace(/\(.*\)/, '').trim() || null);
        d.year ??= findAcademicYear(value)?.year ?? null;
        continue;
      } else if (/^(school year|year|academic year|sy)$/.test(label)) {
        d.year = findAcademicYear(value)?.year ?? null;
        continue;
      } else if (/^(room|section|credits?|grade|mark)$/.test(label)) {
        continue;
      } else {
        return null;
      }
    }
    const parenPeriod = PAREN_PERIOD_RE.exec(seg);
    if (parenPeriod) {
      d.period ??= parenPeriod[1];
      d.marks++;
      seg = collapse(seg.replace(parenPeriod[0], ' '));
    }
    const p = PERIOD_RE.exec(seg) ?? ORDINAL_PERIOD_RE.exec(seg);
    if (p) {
      d.period = p[1];
      d.marks++;
      continue;
    }
    if (HONORIFIC_RE.test(seg) && !d.teacher) {
      d.teacher = personName(seg);
      d.marks++;
      continue;
    }
    // Term and year may share a segment ("Fall 2024-25"), or sit inside the name segment.
    let rest = seg;
    const y = findAcademicYear(rest);
    if (y) {
      d.year = y.year;
      rest = collapse(rest.slice(0, y.index) + ' ' + rest.slice(y.index + y.length)).replace(/\(\s*\)/g, '');
    }
    const t = findTerm(rest);
    if (t && (rest.length - t.length <= 2 || d.name !== null)) {
      d.term = t.term;
      rest = collapse(rest.slice(0, t.index) + ' ' + rest.slice(t.index + t.length));
    }
    const pa = PERIOD_ANY_RE.exec(rest);
    if (pa && d.name === null && rest.length > pa[0].length) {
      d.period ??= pa[1] ?? pa[2];
      rest = collapse(rest.replace(pa[0], ' ').replace(/[,\-–—|]\s*$/, ''));
      d.marks++;
    }
    rest = collapse(rest.replace(/\(\s*\)/g, ' ')).replace(/^[,;\-–—|]\s*|\s*[,;\-–—|]$/g, '');
    if (!rest) continue;
    if (!d.teacher && LAST_INITIAL_RE.test(rest)) {
      // "Thompson, K." is a person wherever it stands.
      d.teacher = rest;
      d.marks++;
    } else if (d.name === null) d.name = rest;
    else if (!d.teacher && (LAST_FIRST_RE.test(rest) || PERSON_RE.test(joinNameParts(rest))))
      d.teacher = personName(rest);
  }
  return d;
}

/**
 * A person's name as printed, without a full stop after its last word ("Mr. James O’Connor." on a scan,
 * a speck read as a stop); an initial's or an abbreviation's stop stays ("Adam J.", "Smith Jr.").
 */
function personName(value: string): string | null {
  return joinNameParts(value).replace(/(\p{L}{3,})\.$/u, '$1') || null;
}

/** Words of small letters a person's name holds: the particles of a surname ("de la Cruz", "van Dyke"). */
const NAME_PARTICLES = new Set(
  'de del della der den di da das dos du la le van von ter ten bin ibn al el e y zu af av'.split(' '),
);

/**
 * A person's name with a word parted in two where a scan read a space inside it ("Whit field", "Bren nan", "J ames"):
 * a word of small letters after a capitalised word is its end, unless it is a particle of a surname.
 */
function joinNameParts(value: string): string {
  return value.replace(/(\p{Lu}\p{Ll}*) (\p{Ll}{2,})(?=\s|$)/gu, (whole, head: string, tail: string) =>
    NAME_PARTICLES.has(tail) ? whole : `${head}${tail}`,
  );
}

/**
 * A line of course details, with or without the title: a teacher with an honorific, a period, a course
 * label ("Mr. Okafor — Period 8th", "Course: Biology").
 */
export const describesCourse = perObject((line: Line): boolean => {
  if (courseHeaderOf(line)) return true;
  const segs = segmentsOf(line);
  if (segs.length === 1 && HONORIFIC_RE.test(segs[0])) return true;
  const d = detailsOf(line);
  return d !== null && d.name === null && (d.strong || d.marks > 0);
});

/**
 * A teacher's name alone on its line, "Ortiz, D." or "Mr. Okafor": a course detail between tables. Inside a
 * table the same shape is often a wrapped name ("Respiration, Photosynthesis"), so only use it outside one.
 */
export function namesTeacherAlone(line: Line): boolean {
  const segs = segmentsOf(line);
  return segs.length === 1 && (LAST_FIRST_RE.test(segs[0]) || HONORIFIC_RE.test(segs[0]));
}

/** A line with a label that is not a course detail ("Student:", "Printed:"): it describes the report. */
export function hasReportLabel(line: Line): boolean {
  return detailsOf(line) === null;
}

const COURSE_LABEL_WORD_RE =
  /^(course( name| title)?|class|subject|section|teacher|instructor|period|per\.?|term|semester|quarter|year|school year|room|credits?)$/i;
/** "No assignments": a course printed without a table. */
export const NOTHING_RE = /^(no (assignments|grades|scores)|nothing to report)/i;
const REPORT_TITLE_RE =
  /grades?\s*-\s*by|\breport\b|progress|transcript|gradebook|\bdates?\b.*\b(shown|printed|given|listed)\b|day\s*\/\s*month|dd\s*\/\s*mm/i;

/**
 * A banner printed as a row of labels over a row of values: pairs each value with the label above it. A
 * value that ends before a label begins is not under it, however near its middle ("Physical Education" and
 * "7", a title's words a scan parted, before "Teacher").
 */
function bannerSegments(labels: Line, values: Line): string[] {
  const out: string[] = [];
  for (const v of values.cells) {
    const cx = (v.x0 + v.x1) / 2;
    const over = labels.cells.filter((l) => l.x0 <= v.x1);
    let best = labels.cells[0];
    let bestDist = Infinity;
    for (const l of over.length ? over : labels.cells) {
      const dist = Math.abs((l.x0 + l.x1) / 2 - cx) + Math.min(Math.abs(l.x0 - v.x0), Math.abs(l.x1 - v.x1));
      if (dist < bestDist) {
        bestDist = dist;
        best = l;
      }
    }
    const label = `${best.text.replace(/:$/, '')}: `;
    // Two values under one label are one value set wide ("Mrs." "Lefèvre"), as a scan may part them.
    if (out.at(-1)?.startsWith(label)) out[out.length - 1] += ` ${v.text}`;
    else out.push(label + v.text);
  }
  return out;
}

/** A line about the report as a whole: its title, a note on how dates are printed. */
export function isReportLine(line: Line): boolean {
  return REPORT_TITLE_RE.test(line.text);
}

/** A row of course labels printed over a row of values ("Course  Teacher  Period  Term"). */
export function isBannerLabels(line: Line): boolean {
  return (
    line.cells.length >= 2 && line.cells.every((c) => COURSE_LABEL_WORD_RE.test(c.text.replace(/:$/, '')))
  );
}

/** One course label alone on its line ("Course", "Teacher:"). */
export function isLoneCourseLabel(line: Line): boolean {
  return line.cells.length === 1 && COURSE_LABEL_WORD_RE.test(line.cells[0].text.replace(/:$/, ''));
}

/**
 * One course label alone on its line ("Course") over its value, in a banner of one column; the value may
 * open the next page.
 */
function isLoneLabelOver(line: Line, next: Line): boolean {
  const under = line.page === next.page ? next.y - line.y < line.size * 2.2 : next.page === line.page + 1;
  return (
    isLoneCourseLabel(line) &&
    next.cells.length === 1 &&
    under &&
    Math.abs(next.cells[0].x0 - line.cells[0].x0) < line.size
  );
}

/**
 * A course's details from the lines printed around its table (title, teacher, period, term, year, on one line
 * or several, labelled or not). Lines that are not course details (report titles, "No assignments") are
 * skipped; a value that is not printed stays null, and the title is never a label or the teacher line.
 */
export function readCourseDetails(lines: Line[]): Omit<CourseHeader, 'name'> & { name: string | null } {
  const segs: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (isReportLine(line) || NOTHING_RE.test(line.text)) continue;
    const next = lines[i + 1];
    if (next && (isBannerLabels(line) || isLoneLabelOver(line, next))) {
      segs.push(...bannerSegments(line, next));
      i++;
      continue;
    }
    const lineSegs = segmentsOf(line);
    if (!detailsOf(line)) continue;
    segs.push(...lineSegs);
  }
  const d = readDetails(segs) ?? readDetails([]);
  const name = d?.name ? stripContinued(d.name) : null;
  return {
    // A label is never a title ("Course" printed over a value that could not be paired with it).
    name: name && !COURSE_LABEL_WORD_RE.test(name.replace(/:$/, '')) ? name : null,
    teacher: d?.teacher ?? null,
    period: d?.period ?? null,
    term: d?.term ?? null,
    year: d?.year ?? null,
    strength: d?.strong ? 'strong' : 'weak',
  };
}
