import crypto from 'node:crypto';
import type { Db } from '../../src/server/db/client.js';
import { reportRowKey } from '../../src/shared/planning.js';
import { assignments, courses, grades, reports, whatIfScenarios } from '../../src/server/db/schema.js';

/** The smallest file that starts like a PDF; enough for routes that hand the stored bytes back. */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A stored report of one user, with one course in its transcript (the parser's JSON contract). */
export async function seedReport(db: Db, userId: string, opts: { fileName?: string; parsedAt?: Date } = {}) {
  const transcript = {
    school: 'Lincoln High School',
    student: { name: 'Rivera, Sofia M.', id: '104233', gradeLevel: '8' },
    reportDate: '2024-10-14',
    courses: [
      {
        courseName: 'Pre-Algebra 8',
        teacherName: 'Mrs. K. Thompson',
        period: '3',
        semester: 'Semester 1',
        academicYear: '2024-2025',
        pointsReceived: 47.5,
        maxPoints: 50,
        percentage: 95,
        assignments: [
          {
            assignmentName: 'Chapter 1 Test',
            category: 'Test',
            dateDue: '2024-09-12',
            pointsEarned: 47.5,
            maxPoints: 50,
            percentage: 95,
            isExtraCredit: false,
            status: 'graded',
            comment: null,
          },
        ],
      },
    ],
    warnings: [],
  };
  const [report] = await db
    .insert(reports)
    .values({
      userId,
      fileName: opts.fileName ?? 'grades.pdf',
      parsedAt: opts.parsedAt ?? new Date(),
      reportDate: '2024-10-14',
      fileSha256: crypto.createHash('sha256').update(crypto.randomBytes(16)).digest('hex'),
      fileSize: TINY_PDF.length,
      pdf: TINY_PDF,
      parserVersion: 'test',
      transcript,
    })
    .returning();
  return report;
}

/** One grade row of a report (Pre-Algebra 8: 47.5 of 50 = 95 %). */
export async function seedGrade(db: Db, report: { id: string; userId: string }) {
  const [grade] = await db
    .insert(grades)
    .values({
      reportId: report.id,
      userId: report.userId,
      subject: 'Pre-Algebra 8',
      pointsReceived: 47.5,
      maxPoints: 50,
      percentage: 95,
    })
    .returning();
  return grade;
}

/** The course a report wrote, with one graded assignment. */
export async function seedCourse(db: Db, report: { id: string; userId: string }) {
  const [course] = await db
    .insert(courses)
    .values({
      userId: report.userId,
      reportId: report.id,
      courseName: 'Pre-Algebra 8',
      teacherName: 'Mrs. K. Thompson',
      period: '3',
      semester: 'Semester 1',
      academicYear: '2024-2025',
      currentGrade: 95,
      pointsReceived: 47.5,
      maxPoints: 50,
    })
    .returning();
  await db.insert(assignments).values({
    courseId: course.id,
    userId: report.userId,
    assignmentName: 'Chapter 1 Test',
    category: 'Test',
    pointsEarned: 47.5,
    maxPoints: 50,
    percentage: 95,
    dateDue: '2024-09-12',
  });
  return course;
}

/** A saved what-if scenario of a course: its one test scored 50 / 50. */
export async function seedScenario(db: Db, course: { id: string; userId: string }, name = 'Perfect test') {
  const [scenario] = await db
    .insert(whatIfScenarios)
    .values({
      courseId: course.id,
      userId: course.userId,
      name,
      scenario: {
        edits: [{ row: reportRowKey('Chapter 1 Test', '2024-09-12', 1), pointsEarned: 50 }],
        added: [],
      },
    })
    .returning();
  return scenario;
}
