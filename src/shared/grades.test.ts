import { describe, expect, it } from 'vitest';
import {
  assignmentBand,
  categoryPoints,
  categorySummaries,
  type CategoryRow,
  chartYAxis,
  checkUploadFile,
  filterTrend,
  firstFile,
  formatMegabytes,
  gpa,
  gradeColourBand,
  gradeFamilyClass,
  highImpactAssignments,
  historyStats,
  improvementAssignments,
  letterGrade,
  overallCourseAverage,
  scorePercentage,
  summaryStats,
  trendPoints,
} from './grades.js';
import { MAX_UPLOAD_BYTES } from './limits.js';
import { formatFixed, sum } from './numbers.js';
import { reconcile } from './reconciliation.js';

describe('letter scale', () => {
  it.each([
    [100, 'A+'],
    [97, 'A+'],
    [96.99, 'A'],
    [93, 'A'],
    [92.99, 'A-'],
    [90, 'A-'],
    [89.99, 'B+'],
    [87, 'B+'],
    [86.99, 'B'],
    [83, 'B'],
    [82.99, 'B-'],
    [80, 'B-'],
    [79.99, 'C+'],
    [77, 'C+'],
    [76.99, 'C'],
    [73, 'C'],
    [72.99, 'C-'],
    [70, 'C-'],
    [69.99, 'D+'],
    [67, 'D+'],
    [66.99, 'D'],
    [63, 'D'],
    [62.99, 'D-'],
    [60, 'D-'],
    [59.99, 'F'],
    [0, 'F'],
    [104.5, 'A+'],
  ] as const)('%s%% is %s', (pct, letter) => {
    expect(letterGrade(pct)).toBe(letter);
  });

  it('maps letters to their family class', () => {
    expect(gradeFamilyClass('A+')).toBe('grade-a');
    expect(gradeFamilyClass('A-')).toBe('grade-a');
    expect(gradeFamilyClass('B')).toBe('grade-b');
    expect(gradeFamilyClass('C+')).toBe('grade-c');
    expect(gradeFamilyClass('D-')).toBe('grade-d');
    expect(gradeFamilyClass('F')).toBe('grade-f');
  });

  it('colours grades 90 green, 70 amber, else red', () => {
    expect(gradeColourBand(90)).toBe('green');
    expect(gradeColourBand(89.99)).toBe('amber');
    expect(gradeColourBand(70)).toBe('amber');
    expect(gradeColourBand(69.99)).toBe('red');
  });

  it('bands assignments at 90, 80, 70', () => {
    expect(assignmentBand(90)).toBe('excellent');
    expect(assignmentBand(89.9)).toBe('good');
    expect(assignmentBand(80)).toBe('good');
    expect(assignmentBand(79.9)).toBe('fair');
    expect(assignmentBand(70)).toBe('fair');
    expect(assignmentBand(69.9)).toBe('poor');
  });
});

describe('percentages at the .xx5 boundary', () => {
  it.each([
    // earned, max, percent: earned / max * 100 to 2 places, half up
    [58.5, 70, 83.57], // 83.5714...
    [0.5, 16, 3.13], // 3.125
    [1.1, 16, 6.88], // 6.875 (binary: 6.874999...)
    [13.7, 16, 85.63], // 85.625
    [17.25, 20, 86.25],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [110.5, 137.5, 80.36], // 80.3636...
    [6, 0, null],
    [null, 10, null],
  ] as const)('%s of %s is %s%%', (earned, max, expected) => {
    expect(scorePercentage(earned, max)).toBe(expected);
  });
});

describe('GPA: one formula, rounded half up on the decimal value', () => {
  it.each([
    // percentages, GPA: mean / 100 * 4 to 2 places
    [[85.62, 85.63], 3.43], // mean 85.625 -> 3.425 (binary: 3.4249999...)
    [[85.625], 3.43],
    [[90.75, 91], 3.64], // mean 90.875 -> 3.635 (binary: 3.63499...)
    [[80.12, 80.13], 3.21], // mean 80.125 -> 3.205
    [[85.62, 85.62], 3.42], // 3.4248
    [[100, 100], 4],
    [[], 0],
  ] as const)('%j gives %s', (percentages, expected) => {
    expect(gpa(percentages)).toBe(expected);
  });

  it('shows the same GPA on the upload results and on History, for 85.625 % and 90.875 %', () => {
    for (const [grades, shown] of [
      [[85.62, 85.63], '3.43'],
      [[90.75, 91], '3.64'],
    ] as const) {
      const report = {
        id: 'r',
        fileName: 'r.pdf',
        parsedAt: '2025-01-01T10:00:00.000Z',
        reportDate: null,
        grades: grades.map((percentage) => ({ subject: 'S', percentage })),
      };
      expect(formatFixed(summaryStats(report.grades).gpa, 2)).toBe(shown);
      expect(historyStats([report]).currentGpa).toBe(shown);
    }
  });
});

describe('summaryStats', () => {
  it('is all 0 for no grades', () => {
    expect(summaryStats([])).toEqual({ average: 0, highest: 0, gpa: 0, totalCourses: 0 });
  });

  it('computes average, highest, GPA and count', () => {
    // mean of 83.57, 70.43, 95 = 249 / 3 = 83.0; GPA 83 / 100 * 4 = 3.32
    expect(summaryStats([{ percentage: 83.57 }, { percentage: 70.43 }, { percentage: 95 }])).toEqual({
      average: 83,
      highest: 95,
      gpa: 3.32,
      totalCourses: 3,
    });
    // mean of 91.25 and 88.4 = 89.825 -> 89.8; GPA 89.825 * 0.04 = 3.593 -> 3.59; highest 91.25 -> 91.3
    expect(summaryStats([{ percentage: 91.25 }, { percentage: 88.4 }])).toEqual({
      average: 89.8,
      highest: 91.3,
      gpa: 3.59,
      totalCourses: 2,
    });
  });

  it('rounds the average and the highest grade half up at the .x5 boundary', () => {
    // mean (84.3 + 84.4) / 2 = 84.35 -> 84.4; highest 84.4
    expect(summaryStats([{ percentage: 84.3 }, { percentage: 84.4 }]).average).toBe(84.4);
    // mean (84.34 + 84.35) / 2 = 84.345 -> 84.3: only the first dropped place decides
    expect(summaryStats([{ percentage: 84.34 }, { percentage: 84.35 }]).average).toBe(84.3);
    // highest 84.35 -> 84.4 (binary 84.3499... would give 84.3)
    expect(summaryStats([{ percentage: 84.35 }, { percentage: 70 }]).highest).toBe(84.4);
    expect(summaryStats([{ percentage: 89.95 }]).highest).toBe(90);
    expect(summaryStats([{ percentage: 89.94 }]).highest).toBe(89.9);
  });
});

describe('history', () => {
  const report = (
    id: string,
    parsedAt: string,
    reportDate: string | null,
    grades: Array<{ subject: string; percentage: number }>,
  ) => ({ id, fileName: `${id}.pdf`, parsedAt, reportDate, grades });

  // Uploaded newest first, as /api/history lists them; printed dates in the same order.
  const newestFirst = [
    report('mar', '2025-03-01T10:00:00.000Z', '2025-02-27', [
      { subject: 'Math', percentage: 90 },
      { subject: 'Art', percentage: 85 },
    ]),
    report('jan', '2025-01-15T10:00:00.000Z', '2025-01-10', [{ subject: 'Math', percentage: 80.125 }]),
    report('oct', '2024-10-01T10:00:00.000Z', '2024-09-30', [
      { subject: 'Math', percentage: 70 },
      { subject: 'Art', percentage: 95 },
    ]),
  ];

  it('orders the trend oldest first by report date, each report average at 2 decimals', () => {
    expect(trendPoints(newestFirst).map((p) => [p.id, p.date, p.printed, p.value])).toEqual([
      ['oct', '2024-09-30', true, 82.5],
      ['jan', '2025-01-10', true, 80.13],
      ['mar', '2025-02-27', true, 87.5],
    ]);
    const [first] = trendPoints(newestFirst);
    expect(first.fileName).toBe('oct.pdf');
    expect(first.uploadedAt).toBe('2024-10-01T10:00:00.000Z');
    expect(trendPoints([report('x', '2025-01-15T10:00:00.000Z', '2025-01-01', [])])[0].value).toBe(0);
  });

  it('plots reports uploaded on one day at their printed dates, years apart', () => {
    // Uploaded 2026 in the order 2021, 2026, 2023: the trend reads 2021, 2023, 2026.
    const oneDay = [
      report('r2023', '2026-11-23T06:29:00.000Z', '2023-05-02', [{ subject: 'Math', percentage: 70 }]),
      report('r2026', '2026-11-23T06:28:00.000Z', '2026-10-20', [{ subject: 'Math', percentage: 95 }]),
      report('r2021', '2026-11-23T06:27:00.000Z', '2021-12-17', [{ subject: 'Math', percentage: 80 }]),
    ];
    expect(trendPoints(oneDay).map((p) => p.date)).toEqual(['2021-12-17', '2023-05-02', '2026-10-20']);
    // Improvement by report date: (95 - 80) / 100 * 4 = 0.60, not (70 - 80) / 100 * 4 from upload order.
    expect(historyStats(oneDay).improvement).toBe('+0.60');
  });

  it('places a report without a printed date at its upload day, and one date in upload order', () => {
    const uploaded = new Date(2025, 0, 20, 9, 30); // local 20 January 2025
    const reports = [
      report('late', new Date(2025, 0, 21, 8).toISOString(), '2025-01-20', [
        { subject: 'Math', percentage: 60 },
      ]),
      report('undated', uploaded.toISOString(), null, [{ subject: 'Math', percentage: 100 }]),
      report('early', new Date(2025, 0, 20, 8).toISOString(), '2025-01-20', [
        { subject: 'Math', percentage: 90 },
      ]),
      report('garbled', new Date(2024, 11, 1, 12).toISOString(), '2024-02-30', [
        { subject: 'Math', percentage: 50 },
      ]),
    ];
    expect(trendPoints(reports).map((p) => [p.id, p.date, p.printed])).toEqual([
      ['garbled', '2024-12-01', false],
      ['early', '2025-01-20', true],
      ['undated', '2025-01-20', false],
      ['late', '2025-01-20', true],
    ]);
    // first 50, last 60: (60 - 50) / 100 * 4 = 0.40
    expect(historyStats(reports).improvement).toBe('+0.40');
  });

  it('rounds trend values half up at the .xx5 boundary', () => {
    const report = (...percentages: number[]) => ({
      id: 'r',
      fileName: 'r.pdf',
      parsedAt: '2025-01-01T10:00:00.000Z',
      reportDate: '2024-12-20',
      grades: percentages.map((percentage) => ({ subject: 'S', percentage })),
    });
    // 85.625 -> 85.63; 80.125 -> 80.13; 100 / 3 = 33.333... -> 33.33; 84.3449... stays 84.34
    expect(trendPoints([report(85.62, 85.63)])[0].value).toBe(85.63);
    expect(trendPoints([report(80, 80.25)])[0].value).toBe(80.13);
    expect(trendPoints([report(33.33, 33.33, 33.34)])[0].value).toBe(33.33);
    expect(trendPoints([report(84.34, 84.34, 84.35)])[0].value).toBe(84.34);
  });

  it('computes Improvement exactly from the rounded trend values', () => {
    // 'b' is printed a day after 'a'.
    const report = (name: 'a' | 'b', percentage: number) => ({
      id: name,
      fileName: `${name}.pdf`,
      parsedAt: '2025-01-03T10:00:00.000Z',
      reportDate: name === 'a' ? '2025-01-01' : '2025-01-02',
      grades: [{ subject: 'S', percentage }],
    });
    // (85.63 - 80.13) / 100 * 4 = 0.22 (binary: 5.4999... * 0.04)
    expect(historyStats([report('b', 85.63), report('a', 80.13)]).improvement).toBe('+0.22');
    // (81.38 - 80.13) / 100 * 4 = 0.05
    expect(historyStats([report('b', 81.38), report('a', 80.13)]).improvement).toBe('+0.05');
    // (80.12 - 80.13) / 100 * 4 = -0.0004 -> '0.00', never '-0.00'
    expect(historyStats([report('b', 80.12), report('a', 80.13)]).improvement).toBe('0.00');
    // (80.13 - 80.26) / 100 * 4 = -0.0052 -> '-0.01'
    expect(historyStats([report('b', 80.13), report('a', 80.26)]).improvement).toBe('-0.01');
  });

  it('computes current GPA, best subject and a signed improvement', () => {
    // all grades: 90 + 85 + 80.125 + 70 + 95 = 420.125 / 5 = 84.025 -> 3.361 -> '3.36'
    // Math mean (90 + 80.125 + 70) / 3 = 80.04, Art (85 + 95) / 2 = 90 -> Art
    // improvement (87.5 - 82.5) / 100 * 4 = 0.2 -> '+0.20'
    expect(historyStats(newestFirst)).toEqual({
      currentGpa: '3.36',
      bestSubject: 'Art',
      improvement: '+0.20',
    });
  });

  it('shows a falling trend with its minus sign', () => {
    const falling = [
      report('b', '2025-01-02T10:00:00.000Z', '2025-01-02', [{ subject: 'Math', percentage: 75 }]),
      report('a', '2025-01-01T10:00:00.000Z', '2025-01-01', [{ subject: 'Math', percentage: 90 }]),
    ];
    // (75 - 90) / 100 * 4 = -0.6
    expect(historyStats(falling).improvement).toBe('-0.60');
  });

  it("answers '0.00', 'N/A', '0.00' with no reports and 0.00 improvement with one point", () => {
    expect(historyStats([])).toEqual({ currentGpa: '0.00', bestSubject: 'N/A', improvement: '0.00' });
    expect(historyStats([newestFirst[0]]).improvement).toBe('0.00');
    expect(historyStats([newestFirst[0]]).currentGpa).toBe('3.50');
  });

  it('sets the chart y-axis from the lowest value minus 10, not below 0, up to 100', () => {
    expect(chartYAxis([82.5, 80.13, 87.5])).toEqual({ min: 70.13, max: 100 });
    expect(chartYAxis([5, 60])).toEqual({ min: 0, max: 100 });
    expect(chartYAxis([])).toEqual({ min: 0, max: 100 });
  });
});

describe('terms and the trend period filter', () => {
  it('filters the trend points by their report date', () => {
    const point = (date: string, value: number) => ({
      id: String(value),
      date,
      printed: true,
      fileName: `${value}.pdf`,
      uploadedAt: '2026-11-23T06:27:00.000Z',
      value,
    });
    const points = [
      point('2024-07-31', 1),
      point('2024-08-01', 2),
      point('2024-12-31', 3),
      point('2025-01-01', 4),
      point('2025-07-31', 5),
      point('2025-08-01', 6),
    ];
    const now = new Date(2025, 2, 1);
    expect(filterTrend(points, 'all', now).map((p) => p.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filterTrend(points, 'this-year', now).map((p) => p.value)).toEqual([2, 3, 4, 5]);
    expect(filterTrend(points, 'this-semester', now).map((p) => p.value)).toEqual([4, 5]);
    expect(filterTrend(points, 'this-semester', new Date(2024, 9, 1)).map((p) => p.value)).toEqual([2, 3]);
  });

  it('filters by the printed date, not the upload: a 2021 report uploaded today is not this year', () => {
    const reports = [
      {
        id: 'old',
        fileName: 'old.pdf',
        parsedAt: new Date(2025, 2, 1, 9).toISOString(),
        reportDate: '2021-12-17',
        grades: [],
      },
      {
        id: 'new',
        fileName: 'new.pdf',
        parsedAt: new Date(2025, 2, 1, 9).toISOString(),
        reportDate: '2025-02-14',
        grades: [],
      },
    ];
    const now = new Date(2025, 2, 1, 12);
    expect(filterTrend(trendPoints(reports), 'this-year', now).map((p) => p.id)).toEqual(['new']);
    expect(filterTrend(trendPoints(reports), 'this-semester', now).map((p) => p.id)).toEqual(['new']);
  });
});

describe('courses', () => {
  it('averages the non-empty current grades to 1 decimal', () => {
    // (91.25 + 78.4 + 66) / 3 = 78.55 -> 78.6
    expect(
      overallCourseAverage([
        { currentGrade: 91.25 },
        { currentGrade: null },
        { currentGrade: 78.4 },
        { currentGrade: 66 },
      ]),
    ).toEqual({ average: 78.6, count: 3 });
    // (84.3 + 84.4) / 2 = 84.35 -> 84.4 (binary 84.35000000000001 or 84.3499... either way); 84.345 -> 84.3
    expect(overallCourseAverage([{ currentGrade: 84.3 }, { currentGrade: 84.4 }]).average).toBe(84.4);
    expect(overallCourseAverage([{ currentGrade: 84.34 }, { currentGrade: 84.35 }]).average).toBe(84.3);
    expect(overallCourseAverage([{ currentGrade: null }])).toEqual({ average: null, count: 0 });
    expect(overallCourseAverage([])).toEqual({ average: null, count: 0 });
  });

  const a = (name: string, earned: number | null, max: number | null, category: string | null = 'Test') => ({
    name,
    category,
    pointsEarned: earned,
    maxPoints: max,
    percentage: scorePercentage(earned, max),
    status: earned === null ? ('pending' as const) : ('graded' as const),
    isExtraCredit: false,
  });

  it('selects High Impact: max points >= 10, largest first, top 5, Positive from 85 %', () => {
    const list = [
      a('small', 9, 9.99), // under 10: out
      a('ten', 8.5, 10), // 85 % -> Positive
      a('fifty', 42, 50), // 84 % -> Needs Attention
      a('hundred', 95, 100),
      a('twenty', 10, 20),
      a('ungraded', null, 200), // no score: out
      a('thirty', 30, 30),
      a('forty', 20, 40),
    ];
    expect(highImpactAssignments(list).map((r) => [r.assignment.name, r.status])).toEqual([
      ['hundred', 'Positive'],
      ['fifty', 'Needs Attention'],
      ['forty', 'Needs Attention'],
      ['thirty', 'Positive'],
      ['twenty', 'Needs Attention'],
    ]);
  });

  it('selects Improvement: under 80 % and max >= 5, most points lost first, top 5, with impact levels', () => {
    const list = [
      a('exactly80', 8, 10), // 80 %: out
      a('max4', 1, 4), // max under 5: out
      a('lost1', 4, 5), // 80 %: out
      a('lost2.5', 2.5, 5), // 50 %, lost 2.5 -> Low
      a('lost5', 15, 20), // 75 %, lost 5 -> Medium
      a('lost9.99', 40.01, 50), // 80.02 %: out
      a('lost10', 30, 40), // 75 %, lost 10 -> High
      a('lost30', 70, 100), // 70 %, lost 30 -> High
      a('lost7', 13, 20), // 65 %, lost 7 -> Medium
      a('lost4', 6, 10), // 60 %, lost 4 -> Low
      a('missing', null, 50), // out
    ];
    expect(improvementAssignments(list).map((r) => [r.assignment.name, r.pointsLost, r.impact])).toEqual([
      ['lost30', 30, 'High'],
      ['lost10', 10, 'High'],
      ['lost7', 7, 'Medium'],
      ['lost5', 5, 'Medium'],
      ['lost4', 4, 'Low'],
    ]);
  });

  const row = (over: Partial<CategoryRow>): CategoryRow => ({
    category: 'Test',
    status: 'graded',
    pointsEarned: 10,
    maxPoints: 10,
    isExtraCredit: false,
    ...over,
  });

  it('averages a category by its points, not by the mean of its rows', () => {
    const performance = [
      row({ category: 'Performance', pointsEarned: 100, maxPoints: 125 }), // 80 %
      row({ category: 'Performance', pointsEarned: 10.5, maxPoints: 12.5 }), // 84 %
    ];
    // 110.50 / 137.50 = 80.3636... -> 80.36 (shown 80.4); the rows' mean (80 + 84) / 2 = 82 is not it
    expect(categorySummaries(performance)).toEqual([
      {
        category: 'Performance',
        count: 2,
        pointsEarned: 110.5,
        maxPoints: 137.5,
        extraCreditPoints: 0,
        average: 80.36,
      },
    ]);
  });

  it('counts extra credit earned, missing work as zero, and leaves out excused, pending and dropped rows', () => {
    const rows = [
      row({ category: 'Quiz', pointsEarned: 8, maxPoints: 10 }),
      row({ category: 'Quiz', status: 'missing', pointsEarned: null, maxPoints: 10 }),
      row({ category: 'Quiz', status: 'excused', pointsEarned: null, maxPoints: 10 }),
      row({ category: 'Quiz', status: 'pending', pointsEarned: null, maxPoints: 10 }),
      row({ category: 'Quiz', status: 'dropped', pointsEarned: 2, maxPoints: 10 }),
      row({ category: 'Quiz', pointsEarned: 2, maxPoints: 5, isExtraCredit: 'Yes' }),
      row({ category: 'Extra Credit', pointsEarned: 4, maxPoints: 0, isExtraCredit: 'Yes' }),
      row({ category: 'Extra Credit', pointsEarned: 2, maxPoints: 0, isExtraCredit: true }),
      row({ category: ' ', pointsEarned: 1, maxPoints: 2, isExtraCredit: 'No' }),
    ];
    expect(categorySummaries(rows)).toEqual([
      // earned 8 + 2 (extra credit); possible 10 + 10 (missing); 10 / 20 = 50 %
      { category: 'Quiz', count: 6, pointsEarned: 10, maxPoints: 20, extraCreditPoints: 2, average: 50 },
      // 6 points earned, nothing possible: no percentage, the points still count
      {
        category: 'Extra Credit',
        count: 2,
        pointsEarned: 6,
        maxPoints: 0,
        extraCreditPoints: 6,
        average: null,
      },
      {
        category: 'Uncategorized',
        count: 1,
        pointsEarned: 1,
        maxPoints: 2,
        extraCreditPoints: 0,
        average: 50,
      },
    ]);
    expect(categorySummaries([row({ category: 'Lab', status: 'pending', pointsEarned: null })])).toEqual([
      { category: 'Lab', count: 1, pointsEarned: 0, maxPoints: 0, extraCreditPoints: 0, average: null },
    ]);
  });

  it("adds up to the course's figures: its total, its reconciliation and its percentage", () => {
    // A course printed as "Total Points Rec'd: 58.50 (70.00)" = 83.57 %, its rows in three categories
    const course = [
      row({ category: 'Test', pointsEarned: 27.5, maxPoints: 30 }),
      row({ category: 'Homework', pointsEarned: 9, maxPoints: 10 }),
      row({ category: 'Homework', status: 'missing', pointsEarned: null, maxPoints: 10 }),
      row({ category: 'Homework', status: 'excused', pointsEarned: null, maxPoints: 10 }),
      row({ category: 'Quiz', pointsEarned: 18, maxPoints: 20 }),
      row({ category: 'Quiz', pointsEarned: 4, maxPoints: 0, isExtraCredit: 'Yes' }),
    ];
    const categories = categorySummaries(course);
    const total = categoryPoints(course);
    expect(total).toEqual({ pointsEarned: 58.5, maxPoints: 70, extraCreditPoints: 4, average: 83.57 });
    expect(sum(categories.map((c) => c.pointsEarned))).toBe(total.pointsEarned);
    expect(sum(categories.map((c) => c.maxPoints))).toBe(total.maxPoints);
    expect(sum(categories.map((c) => c.extraCreditPoints))).toBe(total.extraCreditPoints);
    expect(
      reconcile(
        course.map((r) => ({ ...r, isExtraCredit: r.isExtraCredit === 'Yes' })),
        { received: 58.5, max: 70 },
      ),
    ).toEqual({ status: 'matches', earned: 58.5, possible: 70 });
    expect(total.average).toBe(scorePercentage(58.5, 70));
  });
});

describe('upload file checks', () => {
  it('accepts a PDF up to 10 MB exactly', () => {
    expect(checkUploadFile({ type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('refuses another type with the spec toast', () => {
    expect(checkUploadFile({ type: 'text/plain', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select a PDF file',
    });
    expect(checkUploadFile({ type: '', size: 10 })?.title).toBe('Invalid file type');
  });
  it('refuses one byte over 10 MB with the spec toast', () => {
    expect(checkUploadFile({ type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 10MB',
    });
  });
  it('uses only the first file and formats sizes in MB with one decimal', () => {
    expect(firstFile(['a', 'b'])).toBe('a');
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
    expect(formatMegabytes(2_516_582)).toBe('2.4 MB');
    expect(formatMegabytes(MAX_UPLOAD_BYTES)).toBe('10.0 MB');
  });
});
