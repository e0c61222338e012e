import type { CourseChangeEntry } from '../../shared/api/changes.js';

/** The reference page's example of one course's change between two reports. */
export const changeEntryExample: CourseChangeEntry = {
  id: '2e9c7b1d-6a4f-4c3e-8b5a-9d0f1e2a3b4c',
  courseId: '8d2a4c61-3f5e-4b0a-9c27-1e6d8f0b7a53',
  courseName: 'Algebra II',
  academicYear: '2026-2027',
  semester: 'Semester 1',
  report: {
    id: '0f6e1f1a-2c9b-4d7e-8a36-7d8f5b1c9e42',
    fileName: 'Grades - By Student with Comments.pdf',
    day: '2026-10-01',
    printed: true,
  },
  previousReport: {
    id: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    fileName: 'Grades - September.pdf',
    day: '2026-09-15',
    printed: true,
  },
  percentageBefore: 84.1,
  letterBefore: 'B',
  percentageAfter: 87.2,
  letterAfter: 'B+',
  newGrades: 2,
  changes: [
    {
      kind: 'status',
      assignmentName: 'Lab 1',
      previousName: null,
      dateDue: '2026-09-12',
      before: { pointsEarned: null, maxPoints: 10, status: 'missing' },
      after: { pointsEarned: 9, maxPoints: 10, status: 'graded' },
    },
    {
      kind: 'added',
      assignmentName: 'Chapter 3 Test',
      previousName: null,
      dateDue: '2026-09-28',
      before: null,
      after: { pointsEarned: 46, maxPoints: 50, status: 'graded' },
    },
  ],
};
