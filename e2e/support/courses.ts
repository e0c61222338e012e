import crypto from 'node:crypto';
import type { RunningServer } from './server.js';

/** One assignment row: name, category, status, points earned, points possible, extra credit. */
export type SeedRow = [string, string, string, number | null, number, boolean];

/**
 * Stores a course of the signed-in dev student with the given rows (and a minimal report it belongs to),
 * straight into the database: for journeys whose figures are worked out by hand.
 */
export async function seedCourseRows(
  server: RunningServer,
  course: {
    fileName: string;
    courseName: string;
    teacherName: string;
    grade: number;
    received: number;
    max: number;
  },
  rows: ReadonlyArray<SeedRow>,
): Promise<void> {
  const {
    rows: [user],
  } = await server.db.query<{ id: string }>(`select id from users where email = 'dev-student@school.edu'`);
  const {
    rows: [report],
  } = await server.db.query<{ id: string }>(
    `insert into reports (user_id, file_name, file_sha256, file_size, pdf, parser_version, transcript)
     values ($1, $2, $3, 5, '\\x255044462d'::bytea, 'test', '{}'::jsonb) returning id`,
    [user.id, course.fileName, crypto.randomBytes(32).toString('hex')],
  );
  const {
    rows: [stored],
  } = await server.db.query<{ id: string }>(
    `insert into courses (user_id, report_id, course_name, teacher_name, current_grade, points_received, max_points)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [user.id, report.id, course.courseName, course.teacherName, course.grade, course.received, course.max],
  );
  for (const [position, [name, category, status, earned, max, extra]] of rows.entries()) {
    await server.db.query(
      `insert into assignments (course_id, user_id, position, assignment_name, category, status, points_earned,
         max_points, percentage, is_extra_credit)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        stored.id,
        user.id,
        position,
        name,
        category,
        status,
        earned,
        max,
        earned === null || max === 0 ? null : (earned / max) * 100,
        extra,
      ],
    );
  }
}
