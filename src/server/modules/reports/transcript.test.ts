import { describe, expect, it } from 'vitest';
import { courseChecks, presentStoredTranscript } from './present.js';

const assignment = (over: Record<string, unknown>) => ({
  assignmentName: 'A',
  category: null,
  dateDue: null,
  pointsEarned: 10,
  maxPoints: 10,
  percentage: 100,
  isExtraCredit: false,
  status: 'graded',
  comment: null,
  ...over,
});

const course = (courseName: string, over: Record<string, unknown>) => ({
  courseName,
  teacherName: null,
  period: null,
  semester: null,
  academicYear: null,
  pointsReceived: null,
  maxPoints: null,
  percentage: null,
  ...over,
});

/** A transcript as the first parser stored it: no `source`, no `reconciliation`. */
const storedBeforeChecks = {
  school: null,
  student: null,
  reportDate: '2024-10-14',
  courses: [
    course('Pre-Algebra 8', {
      pointsReceived: 58.5,
      maxPoints: 70,
      percentage: 83.57,
      assignments: [
        assignment({ pointsEarned: 47.5, maxPoints: 50, percentage: 95 }),
        assignment({ pointsEarned: 4, maxPoints: 0, percentage: null, isExtraCredit: true }),
        assignment({ pointsEarned: 6, maxPoints: 10, percentage: 60 }),
        assignment({ status: 'missing', pointsEarned: null, percentage: null }),
        assignment({ status: 'excused', pointsEarned: null, maxPoints: 25, percentage: null }),
      ],
    }),
    course('Art', {
      pointsReceived: 18.5,
      maxPoints: 20,
      percentage: 92.5,
      assignments: [assignment({ pointsEarned: 18.5, maxPoints: 20, percentage: 92.5 })],
    }),
    course('Music', { assignments: [assignment({ pointsEarned: 9, percentage: 90 })] }),
  ],
  warnings: [],
};

describe('stored transcripts', () => {
  it('computes the checks of a report stored before the parser recorded them, from its stored rows', () => {
    const transcript = presentStoredTranscript(storedBeforeChecks);
    expect(transcript.source).toBe('text');
    expect(transcript.courses.map((c) => c.reconciliation)).toEqual([
      // earned 47.5 + 4 (extra credit) + 6 = 57.5; possible 50 + 10 + 10 (missing) = 70; printed 58.5 / 70
      { status: 'differs', earned: 57.5, possible: 70 },
      { status: 'matches', earned: 18.5, possible: 20 },
      { status: 'no-total', earned: 9, possible: 10 },
    ]);
    expect(courseChecks(transcript)[0]).toEqual({
      courseName: 'Pre-Algebra 8',
      status: 'differs',
      earned: 57.5,
      possible: 70,
      pointsReceived: 58.5,
      maxPoints: 70,
    });
  });

  it('keeps the checks and source a newer parser stored', () => {
    const stored = {
      ...storedBeforeChecks,
      source: 'ocr',
      courses: storedBeforeChecks.courses.map((c) => ({
        ...c,
        reconciliation: { status: 'matches', earned: 1, possible: 1 },
      })),
    };
    const transcript = presentStoredTranscript(stored);
    expect(transcript.source).toBe('ocr');
    expect(transcript.courses.every((c) => c.reconciliation.earned === 1)).toBe(true);
  });

  it('refuses a stored transcript that is not one, rather than guessing', () => {
    expect(() => presentStoredTranscript({})).toThrow();
  });
});
