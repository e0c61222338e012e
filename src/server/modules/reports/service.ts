import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { grades, reports } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import type { Grade, Report, ReportDetail } from '../../../shared/api/student.js';
import type { Transcript } from '../../../parser/index.js';
import { courseChecks, presentGrade, presentReport, presentStoredTranscript } from './present.js';
import { recordCourseChanges } from '../changes/index.js';

interface ReportHead {
  id: string;
  fileName: string;
  parsedAt: Date;
  reportDate: string | null;
}

async function withGrades(db: Db, heads: ReportHead[]): Promise<Report[]> {
  if (!heads.length) return [];
  const rows = await db
    .select()
    .from(grades)
    .where(
      inArray(
        grades.reportId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(grades.position), asc(grades.subject));
  const byReport = new Map<string, Grade[]>(heads.map((h) => [h.id, []]));
  for (const row of rows) byReport.get(row.reportId)?.push(presentGrade(row));
  return heads.map((h) => presentReport(h, byReport.get(h.id) ?? []));
}

const head = {
  id: reports.id,
  fileName: reports.fileName,
  parsedAt: reports.parsedAt,
  reportDate: reports.reportDate,
};

/** The caller's reports, newest first, each with its grade rows in report order. */
export async function listHistory(db: Db, userId: string): Promise<Report[]> {
  const heads = await db
    .select(head)
    .from(reports)
    .where(ownedBy(reports, userId))
    .orderBy(desc(reports.parsedAt), desc(reports.id));
  return withGrades(db, heads);
}

/** One of the caller's reports with its grades, or null when it is not theirs (or does not exist). */
export async function findReport(db: Db, userId: string, reportId: string): Promise<Report | null> {
  const heads = await db
    .select(head)
    .from(reports)
    .where(and(eq(reports.id, reportId), ownedBy(reports, userId)));
  const [report] = await withGrades(db, heads);
  return report ?? null;
}

/** One of the caller's stored transcripts, every course with its reconciliation; null when not theirs. */
export async function findReportTranscript(
  db: Db,
  userId: string,
  reportId: string,
): Promise<Transcript | null> {
  const [row] = await db
    .select({ transcript: reports.transcript })
    .from(reports)
    .where(and(eq(reports.id, reportId), ownedBy(reports, userId)));
  return row ? presentStoredTranscript(row.transcript) : null;
}

/** One of the caller's reports with each course's check and the reading's warnings, or null. */
export async function findReportDetail(
  db: Db,
  userId: string,
  reportId: string,
): Promise<ReportDetail | null> {
  const report = await findReport(db, userId, reportId);
  const transcript = report ? await findReportTranscript(db, userId, reportId) : null;
  if (!report || !transcript) return null;
  return {
    ...report,
    source: transcript.source,
    checks: courseChecks(transcript),
    warnings: transcript.warnings,
  };
}

/**
 * Deletes a report and what it wrote (grades; courses it last updated, with their assignments), and
 * compares the reports left of its other courses anew (a report it stood before now follows the one before it).
 */
export async function deleteReport(db: Db, userId: string, reportId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(reports)
      .where(and(eq(reports.id, reportId), ownedBy(reports, userId)))
      .returning({ id: reports.id, transcript: reports.transcript });
    if (deleted.length === 0) return false;
    await recordCourseChanges(tx, userId, (deleted[0].transcript as Transcript).courses ?? []);
    return true;
  });
}

export async function deleteGrade(db: Db, userId: string, gradeId: string): Promise<boolean> {
  const deleted = await db
    .delete(grades)
    .where(and(eq(grades.id, gradeId), ownedBy(grades, userId)))
    .returning({ id: grades.id });
  return deleted.length > 0;
}

export async function findReportFile(
  db: Db,
  userId: string,
  reportId: string,
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const [row] = await db
    .select({ fileName: reports.fileName, pdf: reports.pdf })
    .from(reports)
    .where(and(eq(reports.id, reportId), ownedBy(reports, userId)));
  return row ?? null;
}

/**
 * The AUTO_DELETE_DAYS job: every user's reports processed more than `days` days ago; the reports left
 * of their courses are compared anew, as when a student deletes one.
 */
export async function deleteReportsOlderThan(db: Db, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 24 * 3600_000);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(reports)
      .where(lt(reports.parsedAt, cutoff))
      .returning({ userId: reports.userId, transcript: reports.transcript });
    const byUser = new Map<string, Transcript['courses']>();
    for (const r of deleted)
      byUser.set(r.userId, [
        ...(byUser.get(r.userId) ?? []),
        ...((r.transcript as Transcript).courses ?? []),
      ]);
    for (const [userId, list] of byUser) await recordCourseChanges(tx, userId, list);
    return deleted.length;
  });
}
