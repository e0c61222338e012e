import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadLogs, users } from '../../db/schema.js';
import type { UploadLog, UploadLogStatusFilter } from '../../../shared/api/admin.js';

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
    // 'nulls last' matches the indexes' order (created_at DESC NULLS LAST); plain DESC would not use them.
    .orderBy(sql`${uploadLogs.createdAt} desc nulls last`)
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
    .orderBy(sql`${newest.createdAt} desc nulls last`);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
