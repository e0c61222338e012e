import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadLogs, users } from '../../db/schema.js';
import type { UploadLog, UploadLogStatusFilter } from '../../../shared/api/admin.js';
import { presentUploadLog } from './present.js';

/**
 * The newest upload log rows, optionally of one status, with the uploader's e-mail. The newest rows are
 * picked first (an index scan that stops after `limit` rows), then joined to their users.
 */
export async function listUploadLogs(
  db: Db,
  opts: { limit: number; status: UploadLogStatusFilter },
): Promise<UploadLog[]> {
  const newest = db
    .select()
    .from(uploadLogs)
    .where(opts.status === 'all' ? undefined : eq(uploadLogs.status, opts.status))
    // Plain DESC (nulls first) is the order of the created_at indexes, so this is an index scan.
    .orderBy(desc(uploadLogs.createdAt))
    .limit(opts.limit)
    .as('newest');
  const rows = await db
    .select({
      id: newest.id,
      userId: newest.userId,
      userEmail: users.email,
      fileName: newest.fileName,
      fileSize: newest.fileSize,
      status: newest.status,
      processingTime: newest.processingTime,
      assignmentsFound: newest.assignmentsFound,
      errorMessage: newest.errorMessage,
      createdAt: newest.createdAt,
    })
    .from(newest)
    .leftJoin(users, eq(users.id, newest.userId))
    .orderBy(desc(newest.createdAt));
  return rows.map(presentUploadLog);
}
