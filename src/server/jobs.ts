import type { AppContext } from './context.js';
import { deleteExpiredSessions } from './modules/auth/sessions.js';

interface Job {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<unknown>;
}

/** Periodic housekeeping. Each job also runs once at start-up. */
export const jobs: Job[] = [
  { name: 'expired sessions', everyMs: 3600_000, run: (ctx) => deleteExpiredSessions(ctx.db, ctx.config) },
];

export function startJobs(ctx: AppContext, log: (msg: string, err: unknown) => void): () => void {
  const timers = jobs.map((job) => {
    const run = () => job.run(ctx).catch((err) => log(`job "${job.name}" failed`, err));
    void run();
    const timer = setInterval(run, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
