/**
 * Course Tracking with many courses: grouped by term (academic year, then semester, newest first),
 * searched by course or teacher, and sorted by name, grade or period. Pure functions; the page only
 * renders what these return.
 */
import { normaliseAcademicYear, semesterFromLabel } from './terms.js';

export interface ListedCourse {
  courseName: string;
  teacherName: string | null;
  period: string | null;
  semester: string | null;
  academicYear: string | null;
  currentGrade: number | null;
}

export type CourseSort = 'name' | 'grade' | 'period';

export const COURSE_SORTS: ReadonlyArray<{ value: CourseSort; label: string }> = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'grade', label: 'Grade (highest first)' },
  { value: 'period', label: 'Period' },
];

export interface TermGroup<T> {
  /** Stable key of the term. */
  key: string;
  /** "2024-2025 · Semester 1", "2024-2025", "Q2", or "Term not printed". */
  heading: string;
  courses: T[];
}

export const NO_TERM_HEADING = 'Term not printed';

/** Letters without accents and case, so "résumé" finds "Resume". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Courses whose name or teacher contains the search text (case and accents ignored); all for an empty search. */
export function searchCourses<T extends ListedCourse>(courses: ReadonlyArray<T>, text: string): T[] {
  const wanted = fold(text.trim());
  if (!wanted) return [...courses];
  return courses.filter(
    (c) =>
      fold(c.courseName).includes(wanted) || (c.teacherName !== null && fold(c.teacherName).includes(wanted)),
  );
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function periodNumber(period: string | null): number {
  const n = period === null ? NaN : Number.parseInt(period, 10);
  return Number.isNaN(n) ? Infinity : n;
}

/**
 * Name: A to Z ignoring case; grade: highest first, courses without a grade last; period: lowest first,
 * courses without a period last. Ties fall back to the name.
 */
export function sortCourses<T extends ListedCourse>(courses: ReadonlyArray<T>, sort: CourseSort): T[] {
  const name = (a: T, b: T) => byName.compare(a.courseName, b.courseName);
  const compare: Record<CourseSort, (a: T, b: T) => number> = {
    name,
    grade: (a, b) => (b.currentGrade ?? -Infinity) - (a.currentGrade ?? -Infinity) || name(a, b),
    period: (a, b) => {
      const pa = periodNumber(a.period);
      const pb = periodNumber(b.period);
      return pa === pb ? name(a, b) : pa < pb ? -1 : 1;
    },
  };
  return [...courses].sort(compare[sort]);
}

/**
 * A printed term's place within its year, later terms higher: semester 2 after semester 1, and within a
 * semester the later quarter ("Q2" after "Q1"). Unreadable terms come last.
 */
function termRank(semester: string | null): number {
  const half = semesterFromLabel(semester);
  if (half === null) return 0;
  const quarter = /^(?:quarter|qtr\.?|q)\s*([1-4])$/i.exec(semester!.trim());
  return half * 10 + (quarter ? Number(quarter[1]) : 5);
}

function termHeading(year: string | null, semester: string | null): string {
  const parts = [year, semester?.trim() || null].filter(Boolean);
  return parts.length ? parts.join(' · ') : NO_TERM_HEADING;
}

/**
 * Courses grouped by their printed term, newest academic year first and, within a year, the latest term
 * first; courses printing no term last. Courses keep their order inside a group.
 */
export function groupByTerm<T extends ListedCourse>(courses: ReadonlyArray<T>): TermGroup<T>[] {
  const groups = new Map<string, TermGroup<T> & { year: string | null; rank: number }>();
  for (const c of courses) {
    const year = normaliseAcademicYear(c.academicYear) ?? (c.academicYear?.trim() || null);
    const semester = c.semester?.trim() || null;
    const key = JSON.stringify([year, semester]);
    const group = groups.get(key) ?? {
      key,
      heading: termHeading(year, semester),
      courses: [],
      year,
      rank: termRank(semester),
    };
    group.courses.push(c);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => {
      if ((a.year === null) !== (b.year === null)) return a.year === null ? 1 : -1;
      return (
        (b.year ?? '').localeCompare(a.year ?? '') || b.rank - a.rank || byName.compare(a.heading, b.heading)
      );
    })
    .map(({ key, heading, courses: list }) => ({ key, heading, courses: list }));
}
