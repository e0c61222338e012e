import type { Course, Transcript } from './types';

/** The fields of a course compared with its truth (its assignments are compared one by one). */
export const COURSE_FIELDS = [
  'courseName',
  'teacherName',
  'period',
  'semester',
  'academicYear',
  'pointsReceived',
  'maxPoints',
  'percentage',
  'reconciliation',
] as const satisfies readonly (keyof Course)[];

/** Field-by-field differences between a parsed transcript and its truth (for tests and debugging). */
export function diffTranscripts(actual: Transcript, truth: Transcript): string[] {
  const out: string[] = [];
  const cmp = (path: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push(`${path}: got ${JSON.stringify(a)}, want ${JSON.stringify(b)}`);
  };
  cmp('school', actual.school, truth.school);
  cmp('student', actual.student, truth.student);
  cmp('reportDate', actual.reportDate, truth.reportDate);
  cmp('source', actual.source, truth.source);
  cmp('courses.length', actual.courses.length, truth.courses.length);
  truth.courses.forEach((tc, i) => {
    const ac = actual.courses[i];
    if (!ac) return;
    const p = `courses[${i}] ${tc.courseName}`;
    for (const k of COURSE_FIELDS) cmp(`${p}.${k}`, ac[k], tc[k]);
    cmp(`${p}.assignments.length`, ac.assignments.length, tc.assignments.length);
    tc.assignments.forEach((ta, j) => {
      const aa = ac.assignments[j];
      if (!aa) return;
      for (const k of Object.keys(ta) as (keyof typeof ta)[])
        cmp(`${p}.assignments[${j}].${k}`, aa[k], ta[k]);
    });
  });
  cmp('warnings', actual.warnings, truth.warnings);
  return out;
}

/** Words a report prints as labels: a course is never named after one. */
const LABEL_RE =
  /^(course( name| title)?|class|subject|section|teacher|instructor|period|per|term|semester|quarter|year|school year|title|name|assignment|description|task|category|type|date|due|score|points|total|grade|code|status|comments?|notes?)\s*:?$/i;

/**
 * Course names that are a label ("Course", "Title") or a teacher of the report ("Mrs. K. Thompson"), given the
 * truth's teachers: what the parser must never print as a course's name.
 */
export function misnamedCourses(actual: Transcript, truth: Transcript): string[] {
  const teachers = new Set(
    truth.courses.map((c) => c.teacherName?.toLowerCase()).filter((t): t is string => !!t),
  );
  return actual.courses
    .map((c) => c.courseName)
    .filter((name) => LABEL_RE.test(name.trim()) || teachers.has(name.trim().toLowerCase()));
}
