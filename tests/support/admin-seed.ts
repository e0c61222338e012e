import crypto from 'node:crypto';
import type { Db } from '../../src/server/db/client.js';
import { reports, uploadLogs } from '../../src/server/db/schema.js';

/** One upload log row as the upload pipeline writes it. */
export async function insertUploadLog(
  db: Db,
  row: {
    userId: string;
    status: 'processing' | 'success' | 'error';
    processingTime?: number | null;
    fileName?: string;
    fileSize?: number;
    assignmentsFound?: number;
    errorMessage?: string | null;
    createdAt?: Date;
  },
) {
  const [log] = await db
    .insert(uploadLogs)
    .values({
      userId: row.userId,
      status: row.status,
      processingTime: row.processingTime ?? null,
      fileName: row.fileName ?? 'report.pdf',
      fileSize: row.fileSize ?? 1024,
      assignmentsFound: row.assignmentsFound ?? 0,
      errorMessage: row.errorMessage ?? null,
      ...(row.createdAt ? { createdAt: row.createdAt } : {}),
    })
    .returning();
  return log;
}

/** A stored report (a tiny placeholder PDF body; the admin area only counts reports). */
export async function insertReport(db: Db, userId: string, fileName = 'report.pdf') {
  const pdf = Buffer.from(`%PDF-1.4 ${crypto.randomUUID()}`);
  const [report] = await db
    .insert(reports)
    .values({
      userId,
      fileName,
      fileSha256: crypto.createHash('sha256').update(pdf).digest('hex'),
      fileSize: pdf.length,
      pdf,
      parserVersion: 'test',
      transcript: {},
    })
    .returning();
  return report;
}
