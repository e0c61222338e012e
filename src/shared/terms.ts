/**
 * School terms (decisions.md "Terms"): the academic year runs August 1 to July 31 ("2025-2026");
 * semester 1 is August to December, semester 2 January to July. Dates are read in local time.
 */
import type { TermFilter } from './enums.js';

export type { TermFilter };
export type SemesterNumber = 1 | 2;

export interface Term {
  /** "YYYY-YYYY". */
  academicYear: string;
  semester: SemesterNumber;
}

/** The academic year a date falls in: August 2025 to July 2026 is "2025-2026". */
export function academicYearOf(date: Date): string {
  const start = date.getMonth() >= 7 ? date.getFullYear() : date.getFullYear() - 1;
  return `${start}-${start + 1}`;
}

/** Semester 1 from August to December, semester 2 from January to July. */
export function semesterOf(date: Date): SemesterNumber {
  return date.getMonth() >= 7 ? 1 : 2;
}

export function termOf(date: Date): Term {
  return { academicYear: academicYearOf(date), semester: semesterOf(date) };
}

/** The label shown for a semester: "Semester 1". */
export function semesterLabel(semester: SemesterNumber): string {
  return `Semester ${semester}`;
}

/**
 * The semester a printed term belongs to, or null when it cannot be told: "Semester 1", "Sem 2", "S1",
 * "1st Semester", "Fall", "Spring", quarters "Q1".."Q4" (Q1-Q2 are semester 1).
 */
export function semesterFromLabel(label: string | null | undefined): SemesterNumber | null {
  if (!label) return null;
  const s = label.trim().toLowerCase();
  const semester =
    /^(?:semester|sem\.?|s)\s*([12])$/.exec(s) ?? /^([12])(?:st|nd)?\s*(?:semester|sem)$/.exec(s);
  if (semester) return semester[1] === '1' ? 1 : 2;
  const quarter = /^(?:quarter|qtr\.?|q)\s*([1-4])$/.exec(s) ?? /^([1-4])(?:st|nd|rd|th)\s*quarter$/.exec(s);
  if (quarter) return Number(quarter[1]) <= 2 ? 1 : 2;
  if (/^(fall|autumn)\b/.test(s)) return 1;
  if (/^(spring|winter|summer)\b/.test(s)) return 2;
  return null;
}

/** A printed academic year if it has the "YYYY-YYYY" form of consecutive years, else null. */
export function normaliseAcademicYear(label: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{4})$/.exec(label?.trim() ?? '');
  return m && Number(m[2]) === Number(m[1]) + 1 ? `${m[1]}-${m[2]}` : null;
}

/**
 * The term a course belongs to: its own printed semester and academic year where they can be read,
 * otherwise those of the date it was uploaded.
 */
export function courseTerm(
  course: { semester: string | null; academicYear: string | null },
  uploadedAt: Date,
): Term {
  return {
    academicYear: normaliseAcademicYear(course.academicYear) ?? academicYearOf(uploadedAt),
    semester: semesterFromLabel(course.semester) ?? semesterOf(uploadedAt),
  };
}

/** What a filter selects today: both null for 'all'. */
export function appliedTerm(
  filter: TermFilter,
  today: Date,
): { semester: string | null; academicYear: string | null } {
  if (filter === 'all') return { semester: null, academicYear: null };
  const now = termOf(today);
  return {
    semester: filter === 'this-semester' ? semesterLabel(now.semester) : null,
    academicYear: now.academicYear,
  };
}

/** Whether a term is inside what a filter selects today. */
export function termMatches(term: Term, filter: TermFilter, today: Date): boolean {
  if (filter === 'all') return true;
  const now = termOf(today);
  if (term.academicYear !== now.academicYear) return false;
  return filter === 'this-year' || term.semester === now.semester;
}
