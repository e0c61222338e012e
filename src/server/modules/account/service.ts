import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inLockedTransaction, type Tx } from '../../db/locks.js';
import { Conflict } from '../../domain/errors.js';
import { assignments, grades, reports, uploadLogs, users } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import type { AccountExport } from '../../../shared/api/student.js';
import { listCourses } from '../courses/index.js';
import { userScenarios, weightsByCourse } from '../planning/index.js';
import {
  presentExportedCourse,
  presentExportedReport,
  presentExportedUploadLog,
  presentExportedUser,
} from './present.js';
import { recordAudit, type AuditSource } from '../audit/index.js';

/** Everything stored about a user, as JSON (the PDFs themselves are downloadable per report). */
export async function exportAccount(db: Db, userId: string): Promise<AccountExport | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const reportRows = await db
    .select({
      id: reports.id,
      fileName: reports.fileName,
      parsedAt: reports.parsedAt,
      reportDate: reports.reportDate,
      fileSize: reports.fileSize,
      fileSha256: reports.fileSha256,
      parserVersion: reports.parserVersion,
      transcript: reports.transcript,
    })
    .from(reports)
    .where(ownedBy(reports, userId))
    .orderBy(desc(reports.parsedAt));
  const gradeRows = await db
    .select()
    .from(grades)
    .where(ownedBy(grades, userId))
    .orderBy(asc(grades.position));
  const courseRows = await listCourses(db, userId);
  const assignmentRows = await db
    .select()
    .from(assignments)
    .where(ownedBy(assignments, userId))
    .orderBy(asc(assignments.position));
  const weights = await weightsByCourse(
    db,
    userId,
    courseRows.map((c) => c.id),
  );
  const scenarios = await userScenarios(db, userId);
  const logRows = await db
    .select()
    .from(uploadLogs)
    .where(ownedBy(uploadLogs, userId))
    .orderBy(desc(uploadLogs.createdAt));

  return {
    exportedAt: new Date().toISOString(),
    user: presentExportedUser(user),
    reports: reportRows.map((r) =>
      presentExportedReport(
        r,
        gradeRows.filter((g) => g.reportId === r.id),
      ),
    ),
    courses: courseRows.map((c) => {
      const rows = assignmentRows.filter((a) => a.courseId === c.id);
      const courseWeights = weights.get(c.id) ?? null;
      return presentExportedCourse(
        c,
        rows,
        courseWeights,
        scenarios.filter((s) => s.courseId === c.id),
      );
    }),
    uploadLogs: logRows.map(presentExportedUploadLog),
  };
}

export const LAST_ADMIN_MESSAGE =
  'You are the only active administrator. Make another user an administrator before deleting your account.';

/** Whether deleting this user would leave the product without an active administrator. */
async function isLastActiveAdmin(tx: Tx, userId: string): Promise<boolean> {
  const [me] = await tx
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!me || me.role !== 'admin' || !me.isActive) return false;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, userId)));
  return others.n === 0;
}

/**
 * Deletes the account and, by cascade, its sessions, reports, grades, courses, assignments and upload logs;
 * refused (Conflict) for the last active administrator. The check and the delete hold the lock role and
 * status changes use, so two administrators deleting themselves at once cannot both go.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return inLockedTransaction(db, 'admins', async (tx) => {
    if (await isLastActiveAdmin(tx, userId)) throw new Conflict(LAST_ADMIN_MESSAGE);
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}

/** The owner deletes their own account (deleteAccount), and the deletion is audited. */
export async function deleteOwnAccount(db: Db, request: AuditSource, userId: string): Promise<void> {
  await deleteAccount(db, userId);
  // The account is gone, so the entry names it only by id.
  await recordAudit(db, request, {
    action: 'account.delete',
    outcome: 'success',
    targetType: 'user',
    targetId: userId,
    detail: 'Account and all its data deleted by its owner',
  });
}
