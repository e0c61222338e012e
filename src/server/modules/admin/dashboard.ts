import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports, uploadLogStats, users } from '../../db/schema.js';
import { DASHBOARD_RECENT_ACTIVITY, type Dashboard } from '../../../shared/api/admin.js';
import { listUploadLogs } from './logs.js';
import { decimal, round } from '../../../shared/numbers.js';

/**
 * The dashboard's figures. Upload totals come from upload_log_stats (kept by a trigger), so the cost
 * does not grow with the number of logs; users and reports are plain counts.
 */
export async function getDashboard(db: Db): Promise<Dashboard> {
  const [countResult, stats, recentActivity] = await Promise.all([
    db.execute<{ total_users: number; active_users: number; total_reports: number }>(sql`
      select u.total_users, u.active_users, (select count(*) from ${reports}) as total_reports
      from (select count(*) as total_users, count(*) filter (where ${users.isActive}) as active_users
            from ${users}) u`),
    db.select().from(uploadLogStats),
    listUploadLogs(db, { limit: DASHBOARD_RECENT_ACTIVITY, status: 'all' }),
  ]);
  const counts = countResult.rows[0];
  const byStatus = new Map(stats.map((s) => [s.status, s]));
  const timed = stats.reduce(
    (acc, s) => ({ sum: acc.sum + s.processingTimeSum, count: acc.count + s.processingTimeCount }),
    { sum: 0, count: 0 },
  );
  return {
    systemStats: {
      totalUsers: counts.total_users,
      totalReports: counts.total_reports,
      successfulUploads: byStatus.get('success')?.uploads ?? 0,
      failedUploads: byStatus.get('error')?.uploads ?? 0,
      // Seconds to the hundredth, as the dashboard shows them: rounded once, from the exact average (a
      // figure rounded to the thousandth first would show 0.0945 as 0.10).
      averageProcessingTime: timed.count > 0 ? round(decimal(timed.sum).div(timed.count), 2) : 0,
    },
    activeUsers: counts.active_users,
    recentActivity,
  };
}
