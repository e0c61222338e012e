import type { AppContext } from './context.js';
import { deleteExpiredSessions } from './modules/auth/sessions.js';
import { deleteReportsOlderThan } from './modules/reports/service.js';
import { closeStaleUploadLogs } from './modules/uploads/log.js';
import { getAutoDeleteDays, getUploadSettings } from './modules/settings/settings.js';

interface Job {
  name: string;
  everyMs: number | ((ctx: AppContext) => number);
  run(ctx: AppContext): Promise<unknown>;
}

const MINUTE = 60_000;

function staleAfterOverrideMs(ctx: AppContext): number | undefined {
  const seconds = ctx.config.STALE_UPLOAD_AFTER_SECONDS;
  return seconds === undefined ? undefined : seconds * 1000;
}

/** Periodic housekeeping. Each job also runs once at start-up. */
export const jobs: Job[] = [
  { name: 'expired sessions', everyMs: 60 * MINUTE, run: (ctx) => deleteExpiredSessions(ctx.db, ctx.config) },
  {
    // Rows a crash or restart left as processing. An upload cannot outlive its processing timeout by
    // much, so rows older than twice that (at least 15 minutes) are not running anywhere any more.
    // STALE_UPLOAD_AFTER_SECONDS sets that age instead, and the sweep then runs at least that often.
    name: 'stale upload logs',
    everyMs: (ctx) => Math.min(5 * MINUTE, staleAfterOverrideMs(ctx) ?? Infinity),
    run: async (ctx) => {
      const { processingTimeoutSeconds } = await getUploadSettings(ctx.db);
      const staleAfterMs =
        staleAfterOverrideMs(ctx) ?? Math.max(15 * MINUTE, 2 * processingTimeoutSeconds * 1000);
      return closeStaleUploadLogs(ctx.db, staleAfterMs);
    },
  },
  {
    name: 'auto-delete old reports',
    everyMs: 6 * 60 * MINUTE,
    run: async (ctx) => deleteReportsOlderThan(ctx.db, await getAutoDeleteDays(ctx.db)),
  },
];

export function startJobs(ctx: AppContext, log: (msg: string, err: unknown) => void): () => void {
  const timers = jobs.map((job) => {
    const run = () => job.run(ctx).catch((err) => log(`job "${job.name}" failed`, err));
    void run();
    const timer = setInterval(run, typeof job.everyMs === 'function' ? job.everyMs(ctx) : job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
