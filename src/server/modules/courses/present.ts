/** The API shapes of the courses module (src/shared/api/student.ts), made from stored rows. */
import type { Assignment, Course } from '../../../shared/api/student.js';
import { extraCreditFlag } from '../../../shared/enums.js';
import { courseGrade, type CategoryWeight, type GradeRow } from '../../../shared/planning.js';
import { reconcile } from '../../../shared/reconciliation.js';
import type { assignments, courses } from '../../db/schema.js';
import { presentCourseCheck, printedTotal } from '../reports/index.js';

type CourseRow = typeof courses.$inferSelect;
type AssignmentRow = typeof assignments.$inferSelect;
/** What the course check and the weighted grade read of a stored assignment row. */
type CheckedRow = GradeRow;

/**
 * A stored course; `rows` are its stored assignment rows, checked against the total its report printed.
 * With the student's category weights its grade is weighted by them (src/shared/planning.ts).
 */
export function presentCourse(
  c: CourseRow,
  rows: ReadonlyArray<CheckedRow>,
  weights: ReadonlyArray<CategoryWeight> | null = null,
): Course {
  return {
    id: c.id,
    courseName: c.courseName,
    teacherName: c.teacherName,
    period: c.period,
    semester: c.semester,
    academicYear: c.academicYear,
    currentGrade: weights ? courseGrade(rows, weights).percentage : c.currentGrade,
    weighted: weights !== null,
    check: presentCourseCheck(c, reconcile(rows, printedTotal(c))),
  };
}

export function presentAssignment(a: AssignmentRow): Assignment {
  return {
    id: a.id,
    assignmentName: a.assignmentName,
    category: a.category,
    pointsEarned: a.pointsEarned,
    maxPoints: a.maxPoints,
    percentage: a.percentage,
    dateDue: a.dateDue,
    isExtraCredit: extraCreditFlag(a.isExtraCredit),
    status: a.status,
    comment: a.comment,
  };
}
