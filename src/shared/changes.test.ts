import { describe, expect, it } from 'vitest';
import {
  changeSummaryText,
  courseChange,
  courseKey,
  gradeMoveText,
  gradeMoved,
  matchRows,
  mergeCourses,
  newGradesText,
  reportChain,
  rowChangeText,
  sameCourse,
  type ChangeRow,
} from './changes.js';
import { ASSIGNMENT_STATUS_LABELS } from './enums.js';

function row(
  assignmentName: string,
  dateDue: string | null,
  pointsEarned: number | null,
  maxPoints: number | null,
  status: ChangeRow['status'] = 'graded',
): ChangeRow {
  return { assignmentName, dateDue, pointsEarned, maxPoints, status };
}

describe('same course', () => {
  const algebra = { courseName: 'Algebra II', academicYear: '2024-2025', semester: 'Semester 1' };

  it('is the same name, academic year and semester', () => {
    expect(sameCourse(algebra, { ...algebra })).toBe(true);
    expect(sameCourse(algebra, { ...algebra, semester: 'Semester 2' })).toBe(false);
    expect(sameCourse(algebra, { ...algebra, academicYear: '2025-2026' })).toBe(false);
    expect(sameCourse(algebra, { ...algebra, courseName: 'Algebra 2' })).toBe(false);
  });

  it('treats a missing year or semester as a value of its own', () => {
    const noTerm = { courseName: 'Algebra II', academicYear: null, semester: null };
    expect(sameCourse(noTerm, { ...noTerm })).toBe(true);
    expect(sameCourse(noTerm, algebra)).toBe(false);
    expect(sameCourse({ ...algebra, semester: null }, algebra)).toBe(false);
    // A null is not the text "null".
    expect(courseKey({ ...algebra, semester: null })).not.toBe(courseKey({ ...algebra, semester: 'null' }));
  });
});

describe('one course printed twice in a report', () => {
  it('is one course with the rows of both, in print order', () => {
    const c = (semester: string | null, names: string[], percentage: number) => ({
      courseName: 'Algebra II',
      academicYear: '2024-2025',
      semester,
      percentage,
      assignments: names,
    });
    const merged = mergeCourses([
      c('Semester 1', ['Quiz 1'], 80),
      c(null, ['Quiz 9'], 70),
      c('Semester 1', ['Quiz 2'], 85),
    ]);
    expect(merged.map((m) => [m.semester, m.assignments, m.percentage])).toEqual([
      ['Semester 1', ['Quiz 1', 'Quiz 2'], 85],
      [null, ['Quiz 9'], 70],
    ]);
  });
});

describe('matching rows', () => {
  it('pairs the same name and date, ignoring case and spacing', () => {
    const before = [row('Quiz 1', '2024-09-10', 8, 10), row('Quiz 2', '2024-09-17', 7, 10)];
    const after = [row('quiz  2', '2024-09-17', 9, 10), row('Quiz 1', '2024-09-10', 8, 10)];
    const m = matchRows(before, after);
    expect(m.matched.map((p) => [p.before.assignmentName, p.after.assignmentName, p.rule])).toEqual([
      ['Quiz 2', 'quiz  2', 'name-and-date'],
      ['Quiz 1', 'Quiz 1', 'name-and-date'],
    ]);
    expect(m.added).toEqual([]);
    expect(m.removed).toEqual([]);
  });

  it('pairs duplicated names in order, first with first', () => {
    const before = [row('Homework', null, 5, 10), row('Homework', null, 6, 10)];
    const after = [row('Homework', null, 5, 10), row('Homework', null, 9, 10), row('Homework', null, 10, 10)];
    const m = matchRows(before, after);
    expect(m.matched.map((p) => [p.before.pointsEarned, p.after.pointsEarned])).toEqual([
      [5, 5],
      [6, 9],
    ]);
    expect(m.added.map((r) => r.pointsEarned)).toEqual([10]);
  });

  it('prefers the same date over order for duplicated names', () => {
    const before = [row('Warm-up', '2024-09-02', 1, 2), row('Warm-up', '2024-09-09', 2, 2)];
    const after = [row('Warm-up', '2024-09-09', 2, 2)];
    const m = matchRows(before, after);
    expect(m.matched[0].before.dateDue).toBe('2024-09-09');
    expect(m.removed.map((r) => r.dateDue)).toEqual(['2024-09-02']);
  });

  it('does not pair a recurring name across printed dates', () => {
    const before = [row('Homework', '2024-09-01', 8, 10), row('Homework', '2024-09-08', 9, 10)];
    const after = [row('Homework', '2024-09-08', 9, 10), row('Homework', '2024-09-15', 7, 10)];
    const m = matchRows(before, after);
    expect(m.matched.map((p) => [p.before.dateDue, p.after.dateDue, p.rule])).toEqual([
      ['2024-09-08', '2024-09-08', 'name-and-date'],
    ]);
    expect(m.removed.map((r) => r.dateDue)).toEqual(['2024-09-01']);
    expect(m.added.map((r) => r.dateDue)).toEqual(['2024-09-15']);
  });

  it('pairs a name by name alone when one side prints no date', () => {
    const m = matchRows(
      [row('Homework', null, 8, 10)],
      [row('Homework', '2024-09-08', 9, 10), row('Homework', '2024-09-15', 7, 10)],
    );
    expect(m.matched.map((p) => [p.after.dateDue, p.rule])).toEqual([['2024-09-08', 'name']]);
    expect(m.added.map((r) => r.dateDue)).toEqual(['2024-09-15']);
  });

  it('pairs a name whose date moved by name alone', () => {
    const m = matchRows(
      [row('Essay', '2024-10-01', null, 50, 'pending')],
      [row('Essay', '2024-10-08', 45, 50)],
    );
    expect(m.matched.map((p) => p.rule)).toEqual(['name']);
  });

  it('pairs a renamed row by its date and points possible, not by date alone', () => {
    const before = [row('Ch 3 Test', '2024-10-03', 40, 50), row('Lab', '2024-10-03', 9, 10)];
    const after = [row('Chapter 3 Test', '2024-10-03', 42, 50), row('Lab report', '2024-10-03', 9, 20)];
    const m = matchRows(before, after);
    expect(m.matched.map((p) => [p.before.assignmentName, p.after.assignmentName, p.rule])).toEqual([
      ['Ch 3 Test', 'Chapter 3 Test', 'date-and-points'],
    ]);
    expect(m.added.map((r) => r.assignmentName)).toEqual(['Lab report']);
    expect(m.removed.map((r) => r.assignmentName)).toEqual(['Lab']);
  });

  it('never pairs two rows without a date by points alone', () => {
    const m = matchRows([row('Old name', null, 5, 10)], [row('New name', null, 5, 10)]);
    expect(m.matched).toEqual([]);
    expect(m.added).toHaveLength(1);
    expect(m.removed).toHaveLength(1);
  });
});

describe('course change', () => {
  it('finds new, changed, status-changed and removed rows, with the grade before and after', () => {
    const before = {
      percentage: 84.1,
      rows: [
        row('Quiz 1', '2024-09-10', 8, 10),
        row('Quiz 2', '2024-09-17', 7, 10),
        row('Lab 1', '2024-09-20', null, 10, 'missing'),
        row('Extra worksheet', '2024-09-21', 3, 5),
        row('Test 1', '2024-09-25', 40, 50),
      ],
    };
    const after = {
      percentage: 86.35,
      rows: [
        row('Quiz 1', '2024-09-10', 8, 10),
        row('Quiz 2', '2024-09-17', 9, 10),
        row('Lab 1', '2024-09-20', 9, 10),
        row('Test 1', '2024-09-25', 40, 50),
        row('Quiz 3', '2024-10-01', 10, 10),
        row('Project', '2024-10-10', null, 100, 'pending'),
      ],
    };
    const c = courseChange(before, after);
    expect(c.changes.map((x) => [x.kind, x.assignmentName])).toEqual([
      ['score', 'Quiz 2'],
      ['status', 'Lab 1'],
      ['added', 'Quiz 3'],
      ['added', 'Project'],
      ['removed', 'Extra worksheet'],
    ]);
    // Quiz 3 (added, graded) and Lab 1 (missing -> graded); the pending Project is no grade yet.
    expect(c.newGrades).toBe(2);
    expect(c).toMatchObject({
      percentageBefore: 84.1,
      letterBefore: 'B',
      percentageAfter: 86.35,
      letterAfter: 'B',
    });
    expect(c.changes[0]).toMatchObject({
      before: { pointsEarned: 7, maxPoints: 10, status: 'graded' },
      after: { pointsEarned: 9, maxPoints: 10, status: 'graded' },
    });
    expect(c.changes[1]).toMatchObject({
      before: { pointsEarned: null, status: 'missing' },
      after: { pointsEarned: 9, status: 'graded' },
    });
  });

  it('compares scores to the cent and reports a rename that changed nothing else', () => {
    const c = courseChange(
      { percentage: 90, rows: [row('Quiz', '2024-09-10', 8.5, 10), row('Ch 1', '2024-09-11', 10, 10)] },
      {
        percentage: 90,
        rows: [row('Quiz', '2024-09-10', 8.500000001, 10), row('Chapter 1', '2024-09-11', 10, 10)],
      },
    );
    expect(c.changes).toEqual([
      {
        kind: 'renamed',
        assignmentName: 'Chapter 1',
        previousName: 'Ch 1',
        dateDue: '2024-09-11',
        before: { pointsEarned: 10, maxPoints: 10, status: 'graded' },
        after: { pointsEarned: 10, maxPoints: 10, status: 'graded' },
      },
    ]);
    expect(c.newGrades).toBe(0);
  });

  it('treats a course absent before as all new rows, with no grade before', () => {
    const c = courseChange(null, {
      percentage: 92.5,
      rows: [row('Quiz 1', null, 9, 10), row('Lab', null, null, 10, 'missing')],
    });
    expect(c.changes.map((x) => x.kind)).toEqual(['added', 'added']);
    expect(c.newGrades).toBe(1);
    expect(c).toMatchObject({
      percentageBefore: null,
      letterBefore: null,
      percentageAfter: 92.5,
      letterAfter: 'A-',
    });
  });

  it('letters the boundaries by the spec scale', () => {
    const c = courseChange({ percentage: 86.99, rows: [] }, { percentage: 87, rows: [] });
    expect([c.letterBefore, c.letterAfter]).toEqual(['B', 'B+']);
    expect(c.changes).toEqual([]);
  });

  it('keeps a course without a printed percentage at null', () => {
    const c = courseChange({ percentage: null, rows: [] }, { percentage: null, rows: [] });
    expect([c.letterBefore, c.letterAfter]).toEqual([null, null]);
    expect(gradeMoved(c)).toBe(false);
  });
});

describe('report chain', () => {
  const r = (id: string, reportDate: string | null, parsedAt: string) => ({ id, reportDate, parsedAt });

  it('orders by printed date, not by upload, and names each report its predecessor', () => {
    const chain = reportChain([
      r('oct', '2024-10-14', '2024-11-01T10:00:00Z'),
      r('sep', '2024-09-30', '2024-11-01T11:00:00Z'), // uploaded after the October report
      r('nov', '2024-11-20', '2024-11-20T09:00:00Z'),
    ]);
    expect(chain.map((c) => [c.report.id, c.previous?.id ?? null])).toEqual([
      ['sep', null],
      ['oct', 'sep'],
      ['nov', 'oct'],
    ]);
  });

  it('puts reports of one date in upload order', () => {
    const chain = reportChain([
      r('b', '2024-10-14', '2024-10-15T10:00:00Z'),
      r('a', '2024-10-14', '2024-10-14T10:00:00Z'),
    ]);
    expect(chain.map((c) => [c.report.id, c.previous?.id ?? null])).toEqual([
      ['a', null],
      ['b', 'a'],
    ]);
  });
});

describe('words', () => {
  it('words a grade that moved, and one that did not', () => {
    const moved = courseChange({ percentage: 84.1, rows: [] }, { percentage: 86.35, rows: [] });
    // 84.10 is a B, 86.35 is a B as well: the letter stays one.
    expect(gradeMoveText('Algebra II', moved)).toBe('Algebra II 84.10% → 86.35% (B)');
    const letter = courseChange({ percentage: 86.35, rows: [] }, { percentage: 87.2, rows: [] });
    expect(gradeMoveText('Algebra II', letter)).toBe('Algebra II 86.35% → 87.20% (B → B+)');
    const still = courseChange({ percentage: 90, rows: [] }, { percentage: 90.004, rows: [] });
    expect(gradeMoveText('Biology', still)).toBe('Biology 90.00% (A-)');
    const first = courseChange({ percentage: null, rows: [] }, { percentage: 70, rows: [] });
    expect(gradeMoveText('Art', first)).toBe('Art N/A → 70.00% (N/A → C-)');
    expect(gradeMoveText(null, letter)).toBe('86.35% → 87.20% (B → B+)');
    expect(gradeMoveText(null, still)).toBe('90.00% (A-)');
  });

  it('sums up an upload: new grades of every course, the courses whose grade moved', () => {
    const day = (d: string) => ({ '2024-10-14': 'Oct 14, 2024', '2024-09-30': 'Sep 30, 2024' })[d] ?? d;
    const entry = (
      courseName: string,
      previousDay: string,
      before: number,
      after: number,
      newGrades: number,
    ) => ({
      courseName,
      previousDay,
      ...courseChange({ percentage: before, rows: [] }, { percentage: after, rows: [] }),
      newGrades,
    });
    expect(
      changeSummaryText(
        [entry('Algebra II', '2024-10-14', 84.1, 87.35, 3), entry('Biology', '2024-10-14', 91, 91, 2)],
        day,
      ),
    ).toBe('Since your report of Oct 14, 2024: 5 new grades; Algebra II 84.10% → 87.35% (B → B+)');
    expect(
      changeSummaryText(
        [entry('Algebra II', '2024-10-14', 90, 90, 0), entry('Art', '2024-09-30', 70, 75, 1)],
        day,
      ),
    ).toBe('Since your report of Oct 14, 2024: 1 new grade; Art 70.00% → 75.00% (C- → C) since Sep 30, 2024');
    expect(changeSummaryText([], day)).toBeNull();
  });

  it('counts new grades', () => {
    expect([0, 1, 5].map(newGradesText)).toEqual(['no new grades', '1 new grade', '5 new grades']);
  });

  it('words each kind of row change', () => {
    const label = (s: ChangeRow['status']) => ASSIGNMENT_STATUS_LABELS[s];
    const c = courseChange(
      {
        percentage: 80,
        rows: [
          row('Quiz', '2024-09-10', 16, 20),
          row('Lab', null, null, 10, 'missing'),
          row('Old', null, 1, 2),
        ],
      },
      {
        percentage: 85,
        rows: [row('Quiz', '2024-09-10', 18, 20), row('Lab', null, 9, 10), row('Essay', null, 45, 50)],
      },
    );
    expect(c.changes.map((x) => rowChangeText(x, label))).toEqual([
      'Quiz: 16.00/20.00 → 18.00/20.00',
      'Lab: Missing → 9.00/10.00',
      'Essay: new, 45.00/50.00',
      'Old: removed (was 1.00/2.00)',
    ]);
  });
});
