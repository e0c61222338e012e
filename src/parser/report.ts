import type { Line } from './lines';
import { findUsDate } from './dates';
import { findAcademicYear, findTerm } from './values';
import { labelOf, segmentsOf } from './segments';
import type { Student } from './types';

export interface ReportHeader {
  school: string | null;
  student: Student | null;
  reportDate: string | null;
  term: string | null;
  year: string | null;
}

const SCHOOL_RE =
  /\b(school|academy|high|middle|elementary|institute|college|prep|preparatory|campus|isd|usd)\b/i;

/** Report-level facts printed above the first course: school, student, printed date, term and year. */
export function readReportHeader(lines: Line[]): ReportHeader {
  const h: ReportHeader = { school: null, student: null, reportDate: null, term: null, year: null };
  const student: Student = { name: null, id: null, gradeLevel: null };
  for (const line of lines) {
    const segs = segmentsOf(line);
    let labelled = false;
    for (const seg of segs) {
      const lv = labelOf(seg);
      if (!lv) continue;
      const [label, value] = lv;
      if (!value) continue;
      labelled = true;
      if (/^(student( name)?|name)$/.test(label)) student.name ??= value;
      else if (/^(student id|student #|student number|id|perm id)$/.test(label)) student.id ??= value;
      else if (/^(grade( level)?|gr)$/.test(label))
        student.gradeLevel ??= value.replace(/^(\d+)(st|nd|rd|th)$/i, '$1');
      else if (/^(printed|date printed|print date|report date|run date|date)$/.test(label))
        h.reportDate ??= findUsDate(value);
      else if (/^(school)$/.test(label)) h.school ??= value;
      else if (/^(term|semester)$/.test(label)) h.term ??= findTerm(value)?.term ?? value;
      else if (/^(school year|year)$/.test(label)) h.year ??= findAcademicYear(value)?.year ?? null;
    }
    if (!labelled && !h.school && SCHOOL_RE.test(line.text) && !/\d{3,}/.test(line.text)) {
      h.school = segs[0] ?? line.cells[0].text;
      continue;
    }
    const text = line.text;
    if (!/grades?\s*-\s*by|report|progress/i.test(text) || findAcademicYear(text)) {
      h.term ??= findTerm(text)?.term ?? null;
    }
    h.year ??= findAcademicYear(text)?.year ?? null;
  }
  if (student.name || student.id || student.gradeLevel) h.student = student;
  return h;
}
