import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadLogs } from '../../db/schema.js';

/** Seconds since a start mark of performance.now(), 3 decimals. */
export function secondsSince(startedAt: number): number {
  return Math.round(performance.now() - startedAt) / 1000;
}

/** Every upload attempt gets its row first, as processing; it always ends as success or error. */
export async function startUploadLog(
  db: Db,
  entry: { userId: string; fileName: string; progressId?: string | null },
): Promise<string> {
  const [row] = await db
    .insert(uploadLogs)
    .values({
      userId: entry.userId,
      fileName: entry.fileName,
      status: 'processing',
      progressId: entry.progressId ?? null,
    })
    .returning({ id: uploadLogs.id });
  return row.id;
}

/** The scanned page OCR is reading now, for the student's upload screen (any instance may be asked). */
export async function recordScanProgress(db: Db, id: string, page: number, pages: number): Promise<void> {
  await db.update(uploadLogs).set({ scanPage: page, scanPages: pages }).where(eq(uploadLogs.id, id));
}

/**
 * How far the newest upload followed by `progressId` has come: its row when it is this user's; "waiting"
 * when no upload carries the id yet (the file is still on its way); null when it is another user's.
 */
export async function findUploadProgress(db: Db, userId: string, progressId: string) {
  const rows = await db
    .select({
      userId: uploadLogs.userId,
      status: uploadLogs.status,
      scanPage: uploadLogs.scanPage,
      scanPages: uploadLogs.scanPages,
    })
    .from(uploadLogs)
    .where(eq(uploadLogs.progressId, progressId))
    .orderBy(desc(uploadLogs.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) return { status: 'waiting' as const, scanPage: null, scanPages: null };
  if (row.userId !== userId) return null;
  return { status: row.status, scanPage: row.scanPage, scanPages: row.scanPages };
}

export interface UploadLogEnd {
  processingTime: number;
  fileSize: number;
  assignmentsFound?: number;
  reportId?: string | null;
}

/** Closes a row as success; `db` may be the upload's transaction, so the row commits with the data. */
export async function endUploadLogSuccess(db: Pick<Db, 'update'>, id: string, end: UploadLogEnd) {
  await db
    .update(uploadLogs)
    .set({
      status: 'success',
      processingTime: end.processingTime,
      fileSize: end.fileSize,
      assignmentsFound: end.assignmentsFound ?? 0,
      reportId: end.reportId ?? null,
      errorMessage: null,
    })
    .where(eq(uploadLogs.id, id));
}

export async function endUploadLogError(db: Db, id: string, end: UploadLogEnd & { errorMessage: string }) {
  await db
    .update(uploadLogs)
    .set({
      status: 'error',
      processingTime: end.processingTime,
      fileSize: end.fileSize,
      assignmentsFound: 0,
      errorMessage: end.errorMessage,
    })
    .where(eq(uploadLogs.id, id));
}

export const INTERRUPTED_MESSAGE =
  'Processing was interrupted before it finished. Please upload the file again.';

/**
 * Closes rows left as processing by a server that stopped mid-upload (crash, restart). Only rows older
 * than `staleAfterMs` are touched, so uploads still running on another instance keep theirs.
 */
export async function closeStaleUploadLogs(db: Db, staleAfterMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - staleAfterMs);
  const closed = await db
    .update(uploadLogs)
    .set({
      status: 'error',
      errorMessage: INTERRUPTED_MESSAGE,
      processingTime: sql`round(extract(epoch from (now() - ${uploadLogs.createdAt}))::numeric, 3)::float8`,
    })
    .where(and(eq(uploadLogs.status, 'processing'), lt(uploadLogs.createdAt, cutoff)))
    .returning({ id: uploadLogs.id });
  return closed.length;
}

/** The file name logged for an attempt that carried no file part. */
export const NO_FILE_NAME = '(no file)';

/** One finished error row for an attempt refused before its file was read (the form, its fields, its body). */
export async function recordRefusedUpload(
  db: Db,
  entry: { userId: string; fileName?: string; processingTime: number; errorMessage: string },
): Promise<void> {
  await db.insert(uploadLogs).values({
    userId: entry.userId,
    fileName: entry.fileName ?? NO_FILE_NAME,
    status: 'error',
    processingTime: entry.processingTime,
    errorMessage: entry.errorMessage,
  });
}
