import { describe, expect, it } from 'vitest';
import {
  assignmentBand,
  categorySummaries,
  chartYAxis,
  checkUploadFile,
  filterTrend,
  firstFile,
  formatMegabytes,
  gradeColourBand,
  gradeFamilyClass,
  highImpactAssignments,
  historyStats,
  improvementAssignments,
  letterGrade,
  overallCourseAverage,
  round,
  summaryStats,
  trendPoints,
} from './grades.js';
import { MAX_UPLOAD_BYTES } from './limits.js';

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

describe('round', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(83.45, 1)).toBe(83.5);
    expect(round(-0.004, 2)).toBe(0);
    expect(round(-1.005, 2)).toBe(-1.01);
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
});

describe('history', () => {
  const newestFirst = [
    {
      parsedAt: '2025-03-01T10:00:00.000Z',
      grades: [
        { subject: 'Math', percentage: 90 },
        { subject: 'Art', percentage: 85 },
      ],
    },
    { parsedAt: '2025-01-15T10:00:00.000Z', grades: [{ subject: 'Math', percentage: 80.125 }] },
    {
      parsedAt: '2024-10-01T10:00:00.000Z',
      grades: [
        { subject: 'Math', percentage: 70 },
        { subject: 'Art', percentage: 95 },
      ],
    },
  ];

  it('orders the trend oldest first with each report average at 2 decimals', () => {
    expect(trendPoints(newestFirst)).toEqual([
      { date: '2024-10-01T10:00:00.000Z', value: 82.5 },
      { date: '2025-01-15T10:00:00.000Z', value: 80.13 },
      { date: '2025-03-01T10:00:00.000Z', value: 87.5 },
    ]);
    expect(trendPoints([{ parsedAt: 'x', grades: [] }])).toEqual([{ date: 'x', value: 0 }]);
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
      { parsedAt: 'b', grades: [{ subject: 'Math', percentage: 75 }] },
      { parsedAt: 'a', grades: [{ subject: 'Math', percentage: 90 }] },
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
  it('filters the trend points by period', () => {
    const points = [
      { date: new Date(2024, 6, 31, 12).toISOString(), value: 1 },
      { date: new Date(2024, 7, 1, 0, 0).toISOString(), value: 2 },
      { date: new Date(2024, 11, 31, 23).toISOString(), value: 3 },
      { date: new Date(2025, 0, 1, 0, 0).toISOString(), value: 4 },
      { date: new Date(2025, 6, 31, 23).toISOString(), value: 5 },
      { date: new Date(2025, 7, 1, 0, 0).toISOString(), value: 6 },
    ];
    const now = new Date(2025, 2, 1);
    expect(filterTrend(points, 'all', now).map((p) => p.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filterTrend(points, 'this-year', now).map((p) => p.value)).toEqual([2, 3, 4, 5]);
    expect(filterTrend(points, 'this-semester', now).map((p) => p.value)).toEqual([4, 5]);
    expect(filterTrend(points, 'this-semester', new Date(2024, 9, 1)).map((p) => p.value)).toEqual([2, 3]);
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
    expect(overallCourseAverage([{ currentGrade: null }])).toEqual({ average: null, count: 0 });
    expect(overallCourseAverage([])).toEqual({ average: null, count: 0 });
  });

  const a = (name: string, earned: number | null, max: number | null, category: string | null = 'Test') => ({
    name,
    category,
    pointsEarned: earned,
    maxPoints: max,
    percentage: earned === null || max === null || max === 0 ? null : round((earned / max) * 100, 2),
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

  it('summarises categories with count, points and mean percentage', () => {
    const list = [
      a('q1', 8, 10, 'Quiz'),
      a('t1', 45, 50),
      a('q2', 7, 10, 'Quiz'),
      a('q3', null, 10, 'Quiz'),
      a('x', 1, 2, null),
    ];
    expect(categorySummaries(list)).toEqual([
      // Quiz: 3 items, graded 8/10 and 7/10 -> 15 of 20, mean (80 + 70) / 2 = 75
      { category: 'Quiz', count: 3, pointsEarned: 15, maxPoints: 20, average: 75 },
      { category: 'Test', count: 1, pointsEarned: 45, maxPoints: 50, average: 90 },
      { category: 'Uncategorized', count: 1, pointsEarned: 1, maxPoints: 2, average: 50 },
    ]);
    expect(categorySummaries([a('p', null, 10, 'Lab')])).toEqual([
      { category: 'Lab', count: 1, pointsEarned: 0, maxPoints: 0, average: null },
    ]);
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
