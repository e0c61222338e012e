import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createParserPool } from '../src/parser/index.js';
import type { AppContext } from '../src/server/context.js';
import { COUNTERS_UNAVAILABLE_MESSAGE } from '../src/server/http/rateLimits.js';
import { claimJobRun, jobs, startJobs, type Job } from '../src/server/jobs.js';
import { createSecondInstance, createTestApp, requestAs, writeHeaders, type TestApp } from './support/app.js';
import { createUser } from './support/factories.js';
import { startFakeGoogle } from './support/google.js';
import { startTestRedis } from './support/redis.js';
import { fixtureBytes, upload, variantOf } from './support/uploads.js';

const parser = createParserPool({ size: 1 });
afterAll(() => parser.close());
const google = await startFakeGoogle();
afterAll(() => google.close());

/** A client address no other test (nor another run on the same Redis) uses. */
/** A client address of its own /64 network: rate limits count an IPv6 client by its /64. */
const freshAddress = () =>
  `2001:db8:${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}::1`;

function signInAttempt(t: TestApp, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google',
    headers: writeHeaders,
    payload: { credential: 'not.a.token' },
    remoteAddress,
  });
}

/** Two servers on one database, as behind a load balancer; counters in PostgreSQL or in Redis. */
async function twoInstances(env: Record<string, string>) {
  const shared = { ...google.env, UPLOAD_RATE_LIMIT_PER_MINUTE: '2', SIGN_IN_RATE_LIMIT: '3', ...env };
  const a = await createTestApp({ parser, env: shared });
  const b = await createSecondInstance(a, { parser, env: shared });
  return { a, b };
}

const testRedis = await startTestRedis();
afterAll(() => testRedis.stop());
const redisUrl = testRedis.url;

describe.each<{ store: string; env: Record<string, string> }>([
  { store: 'PostgreSQL', env: {} },
  { store: 'Redis', env: { REDIS_URL: redisUrl } },
])('two instances counting in $store', async ({ store, env }) => {
  const { a, b } = await twoInstances(env);

  afterAll(async () => {
    // The counters were kept where configured, and only there.
    const { rows } = await a.db.execute(sql`select key from rate_limit_counters`);
    const redis = new Redis(redisUrl);
    const redisKeys = await redis.keys('gradelens-rate-limit:*');
    await redis.quit();
    if (store === 'PostgreSQL') expect(rows.length).toBeGreaterThan(0);
    else expect([rows.length, redisKeys.length > 0]).toEqual([0, true]);
  });

  it("refuse a user's uploads over the limit, wherever each one arrives", async () => {
    const user = await createUser(a.db, a.config);
    const pdf = fixtureBytes('report-1p.pdf');
    expect((await upload(requestAs(a.app, user.cookie), pdf)).statusCode).toBe(200);
    expect((await upload(requestAs(b.app, user.cookie), variantOf(pdf, 'b'))).statusCode).toBe(200);
    for (const instance of [a, b]) {
      const limited = await upload(requestAs(instance.app, user.cookie), variantOf(pdf, 'c'));
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another user has an allowance of their own.
    const other = await createUser(a.db, a.config);
    expect((await upload(requestAs(b.app, other.cookie), pdf)).statusCode).toBe(200);
  });

  it('limit a sign-in brute force spread over both', async () => {
    const attacker = freshAddress();
    expect((await signInAttempt(a, attacker)).statusCode).toBe(401);
    expect((await signInAttempt(b, attacker)).statusCode).toBe(401);
    expect((await signInAttempt(a, attacker)).statusCode).toBe(401);
    expect((await signInAttempt(b, attacker)).statusCode).toBe(429);
    expect((await signInAttempt(a, attacker)).statusCode).toBe(429);
    // Another client address is not held back.
    expect((await signInAttempt(b, freshAddress())).statusCode).toBe(401);
  });
});

describe('periodic jobs on two instances', async () => {
  const a = await createTestApp();
  const b = await createSecondInstance(a);
  const ctxOf = (t: TestApp): AppContext => ({
    config: t.config,
    db: t.db,
    parser: null,
    signInRateLimit: { max: 1000, timeWindow: 60_000 },
  });

  it('run once per period, whichever instance gets there first', async () => {
    const runs: string[] = [];
    const counted = (name: string): Job => ({ name, everyMs: 60_000, run: async () => runs.push(name) });
    const list = [counted('count one'), counted('count two')];
    const started = [startJobs(ctxOf(a), () => undefined, list), startJobs(ctxOf(b), () => undefined, list)];
    await Promise.all(started.map((s) => s.startedUp));
    started.forEach((s) => s.stop());
    expect(runs.sort()).toEqual(['count one', 'count two']);
  });

  it('run the real housekeeping once at start-up across both', async () => {
    const failures: unknown[] = [];
    const started = [a, b].map((t) => startJobs(ctxOf(t), (_msg, err) => failures.push(err)));
    await Promise.all(started.map((s) => s.startedUp));
    started.forEach((s) => s.stop());
    expect(failures).toEqual([]);
    const { rows } = await a.db.execute<{ name: string }>(
      sql`select name from job_runs where name not like 'count %' order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual(jobs.map((j) => j.name).sort());
  });

  it('claim a period once, and the next period once it has (nearly) passed', async () => {
    expect(await claimJobRun(a.db, 'hourly', 3_600_000)).toBe(true);
    expect(await claimJobRun(b.db, 'hourly', 3_600_000)).toBe(false);
    expect(await claimJobRun(a.db, 'hourly', 3_600_000)).toBe(false);
    // 55 minutes later (over 90% of the period) the next turn is open, to one instance only.
    await a.db.execute(
      sql`update job_runs set last_run_at = now() - interval '55 minutes' where name = 'hourly'`,
    );
    const claims = await Promise.all([
      claimJobRun(a.db, 'hourly', 3_600_000),
      claimJobRun(b.db, 'hourly', 3_600_000),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    // 50 minutes is not yet due.
    await a.db.execute(
      sql`update job_runs set last_run_at = now() - interval '50 minutes' where name = 'hourly'`,
    );
    expect(await claimJobRun(b.db, 'hourly', 3_600_000)).toBe(false);
  });
});

describe('rate limits counted in a Redis that cannot be reached', async () => {
  const t = await createTestApp({ env: { ...google.env, REDIS_URL: 'redis://127.0.0.1:9' } });

  it('refuse sign-in attempts and uploads with 503 and a clear message, never let them through uncounted', async () => {
    const attempt = await signInAttempt(t, freshAddress());
    expect(attempt.statusCode).toBe(503);
    expect(attempt.json().error).toBe(COUNTERS_UNAVAILABLE_MESSAGE);
    const user = await createUser(t.db, t.config);
    const refused = await upload(requestAs(t.app, user.cookie), fixtureBytes('report-1p.pdf'));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ ok: false, error: COUNTERS_UNAVAILABLE_MESSAGE });
  });
});
