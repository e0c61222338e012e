import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadLogs, users } from '../../db/schema.js';
import type { UploadLog, UploadLogStatusFilter } from '../../../shared/api/admin.js';

/** The newest upload log rows, optionally of one status, with the uploader's e-mail. */
export async function listUploadLogs(
  db: Db,
  opts: { limit: number; status: UploadLogStatusFilter },
): Promise<UploadLog[]> {
  const rows = await db
    .select({
      id: uploadLogs.id,
      userId: uploadLogs.userId,
      userEmail: users.email,
      fileName: uploadLogs.fileName,
      fileSize: uploadLogs.fileSize,
      status: uploadLogs.status,
      processingTime: uploadLogs.processingTime,
      assignmentsFound: uploadLogs.assignmentsFound,
      errorMessage: uploadLogs.errorMessage,
      createdAt: uploadLogs.createdAt,
    })
    .from(uploadLogs)
    .leftJoin(users, eq(users.id, uploadLogs.userId))
    .where(opts.status === 'all' ? undefined : eq(uploadLogs.status, opts.status))
    .orderBy(desc(uploadLogs.createdAt))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
