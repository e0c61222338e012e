/**
 * Planning math against hand-computed cases. Every expected figure is worked out in the comment beside it
 * from the rule of the course total (graded rows' points earned, extra credit included, over graded and
 * missing rows' points possible, extra credit excluded) and the spec's letter scale.
 */
import { describe, expect, it } from 'vitest';
import {
  applyScenario,
  courseGrade,
  gradeChangeSentence,
  planRows,
  reportRowKey,
  rowKeyName,
  solveEvenSplit,
  solveForRow,
  weightsProblem,
  whatIf,
  type CategoryWeight,
  type PlanRow,
} from './planning.js';

type Over = Partial<PlanRow> & { assignmentName: string };
function row(over: Over): PlanRow {
  return {
    key: over.key ?? over.assignmentName,
    category: null,
    status: 'graded',
    pointsEarned: null,
    maxPoints: null,
    isExtraCredit: false,
    dateDue: null,
    ...over,
  };
}

/**
 * Course A, points-based: earned 45 + 18 + 9 + 2 (extra credit) = 74; possible 50 + 20 + 10 + 10 (HW 2
 * missing) = 90; the project is excused and the final pending, so neither counts. 74 / 90 = 82.22 % (B-).
 */
const courseA: PlanRow[] = [
  row({ assignmentName: 'Test 1', category: 'Tests', pointsEarned: 45, maxPoints: 50 }),
  row({ assignmentName: 'Quiz 1', category: 'Quizzes', pointsEarned: 18, maxPoints: 20 }),
  row({ assignmentName: 'HW 1', category: 'Homework', pointsEarned: 9, maxPoints: 10 }),
  row({ assignmentName: 'HW 2', category: 'Homework', status: 'missing', maxPoints: 10 }),
  row({ assignmentName: 'Project', category: 'Projects', status: 'excused', maxPoints: 30 }),
  row({ assignmentName: 'Bonus', category: 'Homework', pointsEarned: 2, maxPoints: 0, isExtraCredit: true }),
  row({ assignmentName: 'Final', category: 'Tests', status: 'pending', maxPoints: 100 }),
];

describe('course grade, points-based', () => {
  it('counts graded and missing rows, extra credit in earned only, excused and pending not at all', () => {
    expect(courseGrade(courseA)).toEqual({
      percentage: 82.22,
      letter: 'B-',
      colour: 'amber',
      family: 'grade-b',
      weighted: false,
      ungradedCategories: [],
      unweightedCategories: [],
    });
  });

  it.each([
    // 87 / 100 is exactly 87.00 %: B+ on the spec's scale
    [87, 100, 87, 'B+'],
    // 86.99 / 100: B
    [86.99, 100, 86.99, 'B'],
    // 173.99 / 200 = 86.995 %, shown as 87.00 (half up): B+, as the shown figure says
    [173.99, 200, 87, 'B+'],
    // 173.98 / 200 = 86.99 %: B
    [173.98, 200, 86.99, 'B'],
    // 97 / 100: A+; 59.99 / 100: F
    [97, 100, 97, 'A+'],
    [59.99, 100, 59.99, 'F'],
  ])('%s / %s is %s %% (%s)', (earned, max, percentage, letter) => {
    const grade = courseGrade([row({ assignmentName: 'X', pointsEarned: earned, maxPoints: max })]);
    expect(grade.percentage).toBe(percentage);
    expect(grade.letter).toBe(letter);
  });

  it('is N/A with nothing counted', () => {
    const grade = courseGrade([row({ assignmentName: 'F', status: 'pending', maxPoints: 100 })]);
    expect(grade).toMatchObject({ percentage: null, letter: null, colour: null, family: null });
  });
});

describe('what-if', () => {
  it('edits two scores: Quiz 1 20/20 and HW 2 8/10 make 84 / 90 = 93.33 % (A)', () => {
    const result = whatIf(courseA, {
      edits: [
        { row: 'Quiz 1', pointsEarned: 20 },
        { row: 'HW 2', pointsEarned: 8 },
      ],
      added: [],
    });
    expect(result.before.percentage).toBe(82.22);
    expect(result.after).toMatchObject({ percentage: 93.33, letter: 'A', colour: 'green' });
    expect(result.sentence).toBe('82.22% → 93.33%, B- → A');
    expect(
      result.rows.filter((r) => r.change).map((r) => [r.assignmentName, r.status, r.percentage]),
    ).toEqual([
      ['Quiz 1', 'graded', 100],
      ['HW 2', 'graded', 80],
    ]);
    expect(result.changedCount).toBe(2);
  });

  it('adds a hypothetical final of 90/100: 164 / 190 = 86.32 % (B)', () => {
    // Course A's final is pending; a second, hypothetical exam adds 90 of 100: (74 + 90) / (90 + 100)
    const result = whatIf(courseA, {
      edits: [],
      added: [
        {
          key: 'new-1',
          assignmentName: 'Exam 2',
          category: 'Tests',
          maxPoints: 100,
          pointsEarned: 90,
          isExtraCredit: false,
        },
      ],
    });
    expect(result.after.percentage).toBe(86.32);
    expect(result.after.letter).toBe('B');
    expect(result.rows.at(-1)).toMatchObject({ assignmentName: 'Exam 2', change: 'added', percentage: 90 });
    expect(result.sentence).toBe('82.22% → 86.32%, B- → B');
  });

  it('an added row without a score is pending and changes nothing', () => {
    const result = whatIf(courseA, {
      edits: [],
      added: [
        {
          key: 'n',
          assignmentName: 'Later',
          category: null,
          maxPoints: 50,
          pointsEarned: null,
          isExtraCredit: false,
        },
      ],
    });
    expect(result.after.percentage).toBe(82.22);
    expect(result.sentence).toBe('82.22% → 82.22%, still B-');
    expect(result.changedCount).toBe(1);
  });

  it.each([
    // excusing HW 2 (missing) takes its 10 out of possible: 74 / 80 = 92.50 % (A-)
    ['excuse HW 2', { row: 'HW 2', excused: true }, 92.5, 'A-'],
    // un-excusing the project (no score) counts it as missing: 74 / 120 = 61.67 % (D-)
    ['un-excuse Project', { row: 'Project', excused: false }, 61.67, 'D-'],
    // un-excusing and scoring it 27/30: 101 / 120 = 84.17 % (B)
    ['score Project', { row: 'Project', excused: false, pointsEarned: 27 }, 84.17, 'B'],
    // removing Test 1: 29 / 40 = 72.50 % (C-)
    ['remove Test 1', { row: 'Test 1', removed: true }, 72.5, 'C-'],
    // clearing Quiz 1's score leaves it waiting: 56 / 70 = 80.00 % (B-)
    ['clear Quiz 1', { row: 'Quiz 1', pointsEarned: null }, 80, 'B-'],
    // extra credit edited from 2 to 5: 77 / 90 = 85.56 % (B)
    ['more extra credit', { row: 'Bonus', pointsEarned: 5 }, 85.56, 'B'],
  ])('%s', (_, edit, percentage, letter) => {
    const result = whatIf(courseA, { edits: [edit], added: [] });
    expect(result.after.percentage).toBe(percentage);
    expect(result.after.letter).toBe(letter);
  });

  it('a removed row is listed apart and counts as a change', () => {
    const result = whatIf(courseA, { edits: [{ row: 'Test 1', removed: true }], added: [] });
    expect(result.removed.map((r) => r.assignmentName)).toEqual(['Test 1']);
    expect(result.rows.map((r) => r.assignmentName)).not.toContain('Test 1');
    expect(result.changedCount).toBe(1);
  });

  it('typing back the report score is no change', () => {
    const result = whatIf(courseA, { edits: [{ row: 'Quiz 1', pointsEarned: 18 }], added: [] });
    expect(result.changedCount).toBe(0);
    expect(result.rows.every((r) => r.change === null)).toBe(true);
  });

  it('writes the difference: "84.10% → 87.35%, B → B+"; 86.35 % is still a B on the spec\'s scale', () => {
    const rows = [row({ assignmentName: 'All', pointsEarned: 84.1, maxPoints: 100 })];
    const up = whatIf(rows, { edits: [{ row: 'All', pointsEarned: 87.35 }], added: [] });
    expect(up.sentence).toBe('84.10% → 87.35%, B → B+');
    const within = whatIf(rows, { edits: [{ row: 'All', pointsEarned: 86.35 }], added: [] });
    expect(within.sentence).toBe('84.10% → 86.35%, still B');
    expect(gradeChangeSentence(courseGrade([]), courseGrade(rows))).toBe('N/A → 84.10%, N/A → B');
  });

  it("reports edits whose row the course no longer has, and leaves the report's rows untouched", () => {
    const before = structuredClone(courseA);
    const applied = applyScenario(courseA, {
      edits: [
        { row: 'Gone', pointsEarned: 3 },
        { row: 'Quiz 1', pointsEarned: 1 },
      ],
      added: [],
    });
    expect(applied.unmatched).toEqual([{ row: 'Gone', pointsEarned: 3 }]);
    expect(courseA).toEqual(before);
  });
});

describe('report row keys', () => {
  it('name and due date, numbered when repeated; the name can be read back', () => {
    const rows = planRows([
      {
        assignmentName: 'Quiz',
        category: null,
        status: 'graded',
        pointsEarned: 1,
        maxPoints: 2,
        isExtraCredit: 'No',
        dateDue: '2024-09-01',
      },
      {
        assignmentName: 'Quiz',
        category: null,
        status: 'graded',
        pointsEarned: 2,
        maxPoints: 2,
        isExtraCredit: 'Yes',
        dateDue: '2024-09-01',
      },
      {
        assignmentName: 'Quiz',
        category: null,
        status: 'graded',
        pointsEarned: 2,
        maxPoints: 2,
        isExtraCredit: false,
        dateDue: null,
      },
    ]);
    expect(rows.map((r) => r.key)).toEqual([
      reportRowKey('Quiz', '2024-09-01', 1),
      reportRowKey('Quiz', '2024-09-01', 2),
      reportRowKey('Quiz', null, 1),
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(rows.map((r) => r.isExtraCredit)).toEqual([false, true, false]);
    expect(rowKeyName(rows[1].key)).toBe('Quiz');
  });
});

describe('target solver, one row', () => {
  it('reachable exactly at the B+ boundary: 91.30 / 100 on the final gives 87.00 %', () => {
    // (74 + s) / 190 >= 86.995 % needs s >= 91.2905: 91.29 gives 86.99 (B), 91.30 gives 165.30 / 190 = 87.00 %
    const solution = solveForRow(
      courseA,
      { kind: 'existing', row: 'Final' },
      { kind: 'letter', letter: 'B+' },
    );
    expect(solution).toMatchObject({ outcome: 'needed', points: 91.3, maxPoints: 100, rowPercentage: 91.3 });
    expect(solution!.grade).toMatchObject({ percentage: 87, letter: 'B+' });
    expect(solution!.sentence).toBe('You need 91.30/100 (91.30%) on Final for a B+: that gives 87.00% (B+)');
    const below = courseGrade(
      courseA.map((r) => (r.key === 'Final' ? { ...r, status: 'graded', pointsEarned: 91.29 } : r)),
    );
    expect(below).toMatchObject({ percentage: 86.99, letter: 'B' });
  });

  it('unreachable: even 100/100 on the final gives 174 / 190 = 91.58 % (A-)', () => {
    const solution = solveForRow(
      courseA,
      { kind: 'existing', row: 'Final' },
      { kind: 'letter', letter: 'A+' },
    );
    expect(solution).toMatchObject({ outcome: 'unreachable', points: null });
    expect(solution!.sentence).toBe('Even 100/100 on Final gives 91.58% (A-)');
  });

  it('secured: a new 2-point quiz at 0 leaves 74 / 92 = 80.43 % (B-)', () => {
    const solution = solveForRow(
      courseA,
      { kind: 'new', assignmentName: 'Pop quiz', category: null, maxPoints: 2 },
      { kind: 'letter', letter: 'B-' },
    );
    expect(solution).toMatchObject({ outcome: 'secured', grade: { percentage: 80.43, letter: 'B-' } });
    expect(solution!.sentence).toBe('You keep a B- even with 0/2 on Pop quiz');
  });

  it('secured for a B+ on the what-if rows: Quiz 1 20 / 20 and HW 2 10 / 10, a new 5-point quiz at 0 gives 86 / 95 = 90.53 %', () => {
    const rows = applyScenario(courseA, {
      edits: [
        { row: 'Quiz 1', pointsEarned: 20 },
        { row: 'HW 2', pointsEarned: 10 },
      ],
      added: [],
    }).rows;
    const quiz = { kind: 'new', assignmentName: 'Pop quiz', category: null, maxPoints: 5 } as const;
    const secured = solveForRow(rows, quiz, { kind: 'letter', letter: 'B+' });
    expect(secured).toMatchObject({ outcome: 'secured', grade: { percentage: 90.53, letter: 'A-' } });
    expect(secured!.sentence).toBe('You keep a B+ even with 0/5 on Pop quiz');
    // on the report's rows even 5 / 5 gives 79 / 95 = 83.16 % (B)
    expect(solveForRow(courseA, quiz, { kind: 'letter', letter: 'B+' })!.sentence).toBe(
      'Even 5/5 on Pop quiz gives 83.16% (B)',
    );
  });

  it('a percentage target: 85 % is out of reach with a new 10-point quiz (84 / 100), 84 % needs all 10', () => {
    const quiz = { kind: 'new', assignmentName: 'Quiz 3', category: null, maxPoints: 10 } as const;
    expect(solveForRow(courseA, quiz, { kind: 'percent', percent: 85 })!.sentence).toBe(
      'Even 10/10 on Quiz 3 gives 84.00% (B)',
    );
    // (74 + s) / 100 >= 83.995 % needs s >= 9.995: 10.00
    expect(solveForRow(courseA, quiz, { kind: 'percent', percent: 84 })).toMatchObject({
      outcome: 'needed',
      points: 10,
    });
  });

  it('an extra-credit row adds to earned only: a B needs 0.70 of 5 (74.70 / 90 = 83.00 %)', () => {
    // 0.69 gives 74.69 / 90 = 82.99 %
    const solution = solveForRow(
      courseA,
      { kind: 'new', assignmentName: 'EC', category: null, maxPoints: 5, isExtraCredit: true },
      { kind: 'letter', letter: 'B' },
    );
    expect(solution).toMatchObject({
      outcome: 'needed',
      points: 0.7,
      grade: { percentage: 83, letter: 'B' },
    });
    expect(solution!.sentence).toBe('You need 0.70/5 (14.00%) on EC for a B: that gives 83.00% (B)');
  });

  it('a missing row can be made up: HW 2 needs 7 / 10 for an A- (81 / 90 = 90.00 %)', () => {
    expect(
      solveForRow(courseA, { kind: 'existing', row: 'HW 2' }, { kind: 'letter', letter: 'A-' }),
    ).toMatchObject({ outcome: 'needed', points: 7, grade: { percentage: 90, letter: 'A-' } });
  });

  it('excused rows stay out: excusing HW 2 lowers what the final needs for a B+', () => {
    // (74 + s) / 180 >= 86.995 % needs s >= 82.591: 82.60 (156.60 / 180 = 87.00 %)
    const excused = applyScenario(courseA, { edits: [{ row: 'HW 2', excused: true }], added: [] }).rows;
    expect(
      solveForRow(excused, { kind: 'existing', row: 'Final' }, { kind: 'letter', letter: 'B+' }),
    ).toMatchObject({ outcome: 'needed', points: 82.6, grade: { percentage: 87 } });
  });

  it('refuses rows that cannot be solved for', () => {
    const target = { kind: 'letter', letter: 'B' } as const;
    expect(solveForRow(courseA, { kind: 'existing', row: 'Quiz 1' }, target)).toBeNull();
    expect(solveForRow(courseA, { kind: 'existing', row: 'Nope' }, target)).toBeNull();
    expect(
      solveForRow(courseA, { kind: 'new', assignmentName: 'Z', category: null, maxPoints: 0 }, target),
    ).toBeNull();
  });
});

/** Course B: 40 / 50 graded, two pending rows of 50 and 100. */
const courseB: PlanRow[] = [
  row({ assignmentName: 'Test', pointsEarned: 40, maxPoints: 50 }),
  row({ assignmentName: 'Essay', status: 'pending', maxPoints: 50 }),
  row({ assignmentName: 'Final', status: 'pending', maxPoints: 100 }),
];

describe('target solver, even split over the pending rows', () => {
  it('B+ needs 89.33 % on each: (40 + 1.5 × 89.33) / 200 = 86.9975 %, shown 87.00 %', () => {
    // 89.32 % gives (40 + 133.98) / 200 = 86.99 %
    const split = solveEvenSplit(courseB, { kind: 'letter', letter: 'B+' });
    expect(split).toMatchObject({
      outcome: 'needed',
      percent: 89.33,
      count: 2,
      grade: { percentage: 87, letter: 'B+' },
    });
    expect(split!.sentence).toBe(
      'You need 89.33% on each of the 2 pending assignments for a B+: that gives 87.00% (B+)',
    );
  });

  it('unreachable: 100 % on both gives 190 / 200 = 95.00 % (A)', () => {
    expect(solveEvenSplit(courseB, { kind: 'letter', letter: 'A+' })!.sentence).toBe(
      'Even 100% on both pending assignments gives 95.00% (A)',
    );
  });

  it('secured: 0 % on both gives 40 / 200 = 20.00 %', () => {
    expect(solveEvenSplit(courseB, { kind: 'percent', percent: 20 })).toMatchObject({
      outcome: 'secured',
      sentence: 'You keep 20.00% even with 0% on both pending assignments',
    });
  });

  it('needs two pending rows', () => {
    expect(solveEvenSplit(courseA, { kind: 'letter', letter: 'B' })).toBeNull();
  });
});

/**
 * Course W, weighted Tests 50, Homework 30, Labs 20: Tests 170 / 200 = 85 %, Homework 18 / 40 = 45 %,
 * Labs has no graded row. (50 × 85 + 30 × 45) / 80 = 70.00 % (C-). Participation has no weight.
 */
const courseW: PlanRow[] = [
  row({ assignmentName: 'T1', category: 'Tests', pointsEarned: 80, maxPoints: 100 }),
  row({ assignmentName: 'T2', category: 'Tests', pointsEarned: 90, maxPoints: 100 }),
  row({ assignmentName: 'H1', category: 'Homework', pointsEarned: 18, maxPoints: 20 }),
  row({ assignmentName: 'H2', category: 'Homework', status: 'missing', maxPoints: 20 }),
  row({ assignmentName: 'L1', category: 'Labs', status: 'pending', maxPoints: 10 }),
  row({ assignmentName: 'P1', category: 'Participation', pointsEarned: 5, maxPoints: 5 }),
];
const weightsW: CategoryWeight[] = [
  { category: 'Tests', weight: 50 },
  { category: 'Homework', weight: 30 },
  { category: 'Labs', weight: 20 },
];

describe('category weights', () => {
  it('renormalises over the categories with graded rows and names the others', () => {
    expect(courseGrade(courseW, weightsW)).toEqual({
      percentage: 70,
      letter: 'C-',
      colour: 'amber',
      family: 'grade-c',
      weighted: true,
      ungradedCategories: ['Labs'],
      unweightedCategories: ['Participation'],
    });
    // by points the same rows give (80 + 90 + 18 + 5) / (200 + 40 + 5) = 193 / 245 = 78.78 % (C+)
    expect(courseGrade(courseW)).toMatchObject({ percentage: 78.78, letter: 'C+', weighted: false });
  });

  it('extra credit raises its category: Homework 20 / 40 = 50 %, (42.5 + 15) / 80 = 71.88 %', () => {
    const rows = [
      ...courseW,
      row({ assignmentName: 'HX', category: 'Homework', pointsEarned: 2, maxPoints: 0, isExtraCredit: true }),
    ];
    expect(courseGrade(rows, weightsW).percentage).toBe(71.88);
  });

  it('a what-if score in the ungraded category brings it in: Labs 9 / 10, (42.5 + 13.5 + 18) / 100 = 74.00 %', () => {
    const result = whatIf(courseW, { edits: [{ row: 'L1', pointsEarned: 9 }], added: [] }, weightsW);
    expect(result.after).toMatchObject({ percentage: 74, letter: 'C', ungradedCategories: [] });
    expect(result.sentence).toBe('70.00% → 74.00%, C- → C');
  });

  it('the solver uses the weights: a C needs 8.50 / 10 on L1, a C+ is out of reach, 55 % is secured', () => {
    // (56 + 20 × s / 10) / 100 >= 72.995 % needs s >= 8.4975: 8.50 (73.00 %); 8.49 gives 72.98 %
    const l1 = { kind: 'existing', row: 'L1' } as const;
    expect(solveForRow(courseW, l1, { kind: 'letter', letter: 'C' }, weightsW)).toMatchObject({
      outcome: 'needed',
      points: 8.5,
      grade: { percentage: 73, letter: 'C', weighted: true },
    });
    expect(solveForRow(courseW, l1, { kind: 'letter', letter: 'C+' }, weightsW)!.sentence).toBe(
      'Even 10/10 on L1 gives 76.00% (C)',
    );
    expect(solveForRow(courseW, l1, { kind: 'percent', percent: 55 }, weightsW)!.sentence).toBe(
      'You keep 55.00% even with 0/10 on L1',
    );
  });

  it('with no category graded the weighted grade is N/A', () => {
    expect(courseGrade([courseW[4]], weightsW)).toMatchObject({
      percentage: null,
      ungradedCategories: ['Tests', 'Homework', 'Labs'],
    });
  });

  it('rows without a category count as Uncategorized', () => {
    const rows = [row({ assignmentName: 'U', pointsEarned: 1, maxPoints: 2 })];
    expect(courseGrade(rows, [{ category: 'Uncategorized', weight: 100 }]).percentage).toBe(50);
  });

  it.each([
    [
      [
        { category: 'Tests', weight: 50 },
        { category: 'HW', weight: 50 },
      ],
      null,
    ],
    [
      [
        { category: 'A', weight: 33.33 },
        { category: 'B', weight: 33.33 },
        { category: 'C', weight: 33.34 },
      ],
      null,
    ],
    [
      [
        { category: 'Tests', weight: 60 },
        { category: 'HW', weight: 39.99 },
      ],
      'Weights must add up to 100% (these add up to 99.99%).',
    ],
    [
      [
        { category: 'Tests', weight: 120 },
        { category: 'HW', weight: -20 },
      ],
      'The weight of Tests must be between 0 and 100.',
    ],
    [
      [
        { category: 'Tests', weight: 50 },
        { category: ' Tests ', weight: 50 },
      ],
      'Tests has two weights: give each category one.',
    ],
    [[{ category: ' ', weight: 100 }], 'Every weight needs a category name.'],
    [
      [
        { category: 'A', weight: 33.333 },
        { category: 'B', weight: 66.667 },
      ],
      'The weight of A can have at most 2 decimals.',
    ],
    [[], 'Enter a weight for at least one category.'],
  ])('weights %j: %s', (weights, problem) => {
    expect(weightsProblem(weights)).toBe(problem);
  });
});
