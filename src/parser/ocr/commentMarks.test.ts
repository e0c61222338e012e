import { describe, expect, it } from 'vitest';
import type { Assignment, Transcript } from '../types';
import { commentMarksOfTheReport } from './commentMarks';
import { warningNamesCourse } from '../../shared/courseWarnings';

const row = (assignmentName: string, comment: string | null): Assignment => ({
  assignmentName,
  category: null,
  dateDue: null,
  pointsEarned: 9,
  maxPoints: 10,
  percentage: 90,
  isExtraCredit: false,
  status: 'graded',
  comment,
});

const report = (...courses: [string, Assignment[]][]): Transcript => ({
  school: null,
  student: null,
  reportDate: null,
  source: 'ocr',
  warnings: [],
  courses: courses.map(([courseName, assignments]) => ({
    courseName,
    teacherName: null,
    period: null,
    semester: null,
    academicYear: null,
    pointsReceived: null,
    maxPoints: null,
    percentage: null,
    reconciliation: { status: 'matches', earned: 0, possible: 0 },
    assignments,
  })),
});

const bank = 'Strong thesis; the citations need page numbers';

describe('a comment read without a mark', () => {
  it('is given the mark the report prints the same comment with on another row, and warned of', () => {
    const t = report(
      ['Biology', [row('Lab 1', `${bank}.`), row('Quiz 2', 'Great work!')]],
      ['Civics', [row('Essay 3', bank), row('Quiz 4', 'Great work')]],
    );
    const warnings = commentMarksOfTheReport(t);
    expect(t.courses[1].assignments.map((a) => a.comment)).toEqual([`${bank}.`, 'Great work!']);
    expect(warnings.map((w) => w.message)).toEqual([
      'Civics, row "Essay 3": its comment was read from the scan without its final ".", given back as the report prints the comment on other rows; check it against your report',
      'Civics, row "Quiz 4": its comment was read from the scan without its final "!", given back as the report prints the comment on other rows; check it against your report',
    ]);
    expect(warnings.every((w) => warningNamesCourse(w.message, 'Civics'))).toBe(true);
    // The rows read with their marks are left as read.
    expect(t.courses[0].assignments.map((a) => a.comment)).toEqual([`${bank}.`, 'Great work!']);
  });

  it('is given the dash between two words the report prints the same comment with, and warned of', () => {
    const t = report(
      ['Biology', [row('Lab 1', 'Late — 10% deduction'), row('Lab 2', 'Très bien – excellent effort')]],
      ['Civics', [row('Essay 3', 'Late 10% deduction'), row('Quiz 4', 'Très bien excellent effort')]],
    );
    const warnings = commentMarksOfTheReport(t);
    expect(t.courses[1].assignments.map((a) => a.comment)).toEqual([
      'Late — 10% deduction',
      'Très bien – excellent effort',
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      'Civics, row "Essay 3": its comment was read from the scan without its "—", given back as the report prints the comment on other rows; check it against your report',
      'Civics, row "Quiz 4": its comment was read from the scan without its "–", given back as the report prints the comment on other rows; check it against your report',
    ]);
  });

  it('stays as read where no other row prints it with a mark, or rows print it with different marks', () => {
    const t = report([
      'Biology',
      [
        row('Lab 1', bank),
        row('Lab 2', bank),
        row('Quiz 3', 'Great work.'),
        row('Quiz 4', 'Great work!'),
        row('Quiz 5', 'Great work'),
        row('Quiz 6', null),
        row('Quiz 7', 'Late — 10% deduction'),
        row('Quiz 8', 'Très bien – excellent effort'),
        row('Quiz 9', 'Très bien — excellent effort'),
        row('Quiz 10', 'Très bien excellent effort'),
      ],
    ]);
    expect(commentMarksOfTheReport(t)).toEqual([]);
    expect(t.courses[0].assignments.map((a) => a.comment)).toEqual([
      bank,
      bank,
      'Great work.',
      'Great work!',
      'Great work',
      null,
      'Late — 10% deduction',
      'Très bien – excellent effort',
      'Très bien — excellent effort',
      'Très bien excellent effort',
    ]);
  });
});
