import { sql } from 'drizzle-orm';
import type { AppContext } from './context.js';
import type { Db } from './db/client.js';
import { deleteExpiredCounters } from './http/rateLimitStore.js';
import { deleteExpiredPendingSignIns, deleteExpiredSessions } from './modules/auth/index.js';
import { deleteReportsOlderThan } from './modules/reports/index.js';
import { closeStaleUploadLogs } from './modules/uploads/index.js';
import { getAutoDeleteDays, getUploadSettings } from './modules/settings/index.js';

export interface Job {
  name: string;
  everyMs: number | ((ctx: AppContext) => number);
  run(ctx: AppContext): Promise<unknown>;
}

const MINUTE = 60_000;

function staleAfterOverrideMs(ctx: AppContext): number | undefined {
  const seconds = ctx.config.STALE_UPLOAD_AFTER_SECONDS;
  return seconds === undefined ? undefined : seconds * 1000;
}

/** Periodic housekeeping, once per period across all instances. Each job also runs at start-up when its period is due. */
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
    name: 'expired OpenID Connect sign-ins',
    everyMs: 10 * MINUTE,
    run: (ctx) => deleteExpiredPendingSignIns(ctx.db),
  },
  { name: 'expired rate-limit counters', everyMs: 10 * MINUTE, run: (ctx) => deleteExpiredCounters(ctx.db) },
  {
    name: 'auto-delete old reports',
    everyMs: 6 * 60 * MINUTE,
    run: async (ctx) => deleteReportsOlderThan(ctx.db, await getAutoDeleteDays(ctx.db)),
  },
];

/**
 * Claims the current period of a job: true for exactly one of the instances that ask within a period (one
 * atomic statement on the job's row, timed by the database's clock), false for the others. A period counts
 * as over at 90% of its length, so instances whose timers fire slightly apart never skip a turn.
 */
export async function claimJobRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into job_runs as j (name, last_run_at) values (${name}, now())
    on conflict (name) do update set last_run_at = now()
      where j.last_run_at <= now() - ${everyMs * 0.9}::double precision * interval '1 millisecond'
    returning name`);
  return result.rows.length === 1;
}

export interface RunningJobs {
  /** Settles once every job's start-up turn has run or been left to another instance. */
  startedUp: Promise<void>;
  stop(): void;
}

/** Starts every job's timer on this instance; a run goes ahead only where it claims its period. */
export function startJobs(
  ctx: AppContext,
  log: (msg: string, err: unknown) => void,
  list: Job[] = jobs,
): RunningJobs {
  const started = list.map((job) => {
    const everyMs = typeof job.everyMs === 'function' ? job.everyMs(ctx) : job.everyMs;
    const run = async () => {
      if (await claimJobRun(ctx.db, job.name, everyMs)) await job.run(ctx);
    };
    const runLogged = () => run().catch((err: unknown) => log(`job "${job.name}" failed`, err));
    const timer = setInterval(runLogged, everyMs);
    timer.unref();
    return { timer, firstRun: runLogged() };
  });
  return {
    startedUp: Promise.all(started.map((s) => s.firstRun)).then(() => undefined),
    stop: () => started.forEach((s) => clearInterval(s.timer)),
  };
}
