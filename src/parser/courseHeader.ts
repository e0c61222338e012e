import type { Line } from './lines';
import { collapse } from './lines';
import { labelOf, segmentsOf } from './segments';
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

const HONORIFIC_RE = /^(mr|mrs|ms|miss|mx|dr|prof|sr|sra|srta|mme|mlle|herr|frau|coach)\.?\s+\S/i;
const PERIOD_RE = /^(?:period|per\.?|pd\.?|p)\s*:?\s*#?(\d{1,2})[a-z]?$/i;
const PERIOD_ANY_RE = /\b(?:period|per\.?|pd\.?)\s*:?\s*#?(\d{1,2})\b|\bP(\d{1,2})\b/i;
const CONTINUED_RE = /\s*[([]?\s*(?:cont(?:inued|'d|\.)?)\s*[)\]]?\s*$/i;

export function stripContinued(name: string): string {
  return collapse(name.replace(CONTINUED_RE, ''));
}

/** Reads a course header line ("Pre-Algebra 8  Teacher: Mrs. K  Period 3  Semester 1  2024-25"). */
const headerCache = new WeakMap<Line, CourseHeader | null>();

export function readCourseHeader(line: Line): CourseHeader | null {
  let h = headerCache.get(line);
  if (h === undefined) {
    h = readCourseHeaderUncached(line);
    headerCache.set(line, h);
  }
  return h ? { ...h } : null;
}

function readCourseHeaderUncached(line: Line): CourseHeader | null {
  const segs = segmentsOf(line);
  let name: string | null = null;
  let teacher: string | null = null;
  let period: string | null = null;
  let term: string | null = null;
  let year: string | null = null;
  let strong = false;
  let marks = 0;
  for (let seg of segs) {
    const lv = labelOf(seg);
    if (lv) {
      const [label, value] = lv;
      if (/^(course( name| title)?|subject|class)$/.test(label)) {
        strong = true;
        seg = value;
      } else if (/^(teacher( name)?|instructor)$/.test(label)) {
        strong = true;
        teacher = value || null;
        continue;
      } else if (/^(period|per|pd)$/.test(label)) {
        period = /\d+/.exec(value)?.[0] ?? null;
        marks++;
        continue;
      } else if (/^(term|semester)$/.test(label)) {
        term = findTerm(value)?.term ?? (value || null);
        year ??= findAcademicYear(value)?.year ?? null;
        continue;
      } else if (/^(school year|year)$/.test(label)) {
        year = findAcademicYear(value)?.year ?? null;
        continue;
      } else if (/^(room|section|credits?|grade|mark)$/.test(label)) {
        continue;
      } else {
        return null;
      }
    }
    const p = PERIOD_RE.exec(seg);
    if (p) {
      period = p[1];
      marks++;
      continue;
    }
    if (HONORIFIC_RE.test(seg) && !teacher) {
      teacher = seg;
      marks++;
      continue;
    }
    // Term and year may share a segment ("Fall 2024-25"), or sit inside the name segment.
    let rest = seg;
    const y = findAcademicYear(rest);
    if (y) {
      year = y.year;
      rest = collapse(rest.slice(0, y.index) + ' ' + rest.slice(y.index + y.length));
    }
    const t = findTerm(rest);
    if (t && (rest.length - t.length <= 2 || name !== null)) {
      term = t.term;
      rest = collapse(rest.slice(0, t.index) + ' ' + rest.slice(t.index + t.length));
    }
    const pa = PERIOD_ANY_RE.exec(rest);
    if (pa && name === null && rest.length > pa[0].length) {
      period ??= pa[1] ?? pa[2];
      rest = collapse(rest.replace(pa[0], ' ').replace(/[,\-–—|]\s*$/, ''));
      marks++;
    }
    rest = rest.replace(/^[,;\-–—|]\s*|\s*[,;\-–—|]$/g, '');
    if (!rest) continue;
    if (name === null) name = rest;
    else if (!teacher && /^[A-Z][a-zà-ÿ'’-]+,\s*[A-Z]/.test(rest)) teacher = rest;
  }
  if (!name) return null;
  if (!strong && (marks === 0 || (!period && !teacher))) return null;
  return {
    name: stripContinued(name),
    teacher,
    period,
    term,
    year,
    strength: strong ? 'strong' : 'weak',
  };
}

export function isContinuedName(text: string): boolean {
  return CONTINUED_RE.test(text) && /cont/i.test(text);
}
