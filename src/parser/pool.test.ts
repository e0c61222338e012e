import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ParseError } from './errors';
import { createTestParserPool, ParserBusyError, type ParseJobTiming } from './pool';

const run = promisify(execFile);
const pdf = new Uint8Array(readFileSync(join(import.meta.dirname, '../../fixtures/pdf/a-course-terms.pdf')));
const long = new Uint8Array(readFileSync(join(import.meta.dirname, '../../fixtures/pdf/report-50p.pdf')));

// Budgets are generous: a replaced process needs a few seconds to start on a busy machine, and a job's
// budget counts from its arrival; only the simulated hangs are meant to time out. Each test starts once
// every process is ready.
describe('parser pool isolation (child processes)', { timeout: 180_000 }, () => {
  const pool = createTestParserPool({ size: 2, timeoutMs: 60_000 });
  afterAll(() => pool.close());
  beforeEach(() => pool.whenReady());

  it('a hung job times out, its process is replaced, and other jobs finish', async () => {
    const before = pool.pids;
    const results = await Promise.allSettled([
      pool.debug('hang', { timeoutMs: 500 }),
      pool.parse(pdf),
      pool.parse(pdf),
      pool.parse(pdf),
    ]);
    expect(results[0].status).toBe('rejected');
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(ParseError);
    expect(((results[0] as PromiseRejectedResult).reason as ParseError).code).toBe('TIMEOUT');
    for (const r of results.slice(1)) {
      expect(r.status).toBe('fulfilled');
      expect((r as PromiseFulfilledResult<{ courses: unknown[] }>).value.courses).toHaveLength(4);
    }
    expect(pool.size).toBe(2);
    expect(pool.pids.filter((pid) => before.includes(pid))).toHaveLength(1);
  });

  it('a crashing job and a job over the heap limit fail alone; the pool keeps serving', async () => {
    const results = await Promise.allSettled([pool.debug('crash'), pool.debug('oom'), pool.parse(pdf)]);
    expect(((results[0] as PromiseRejectedResult).reason as ParseError).code).toBe('DAMAGED');
    expect(((results[1] as PromiseRejectedResult).reason as ParseError).code).toBe('DAMAGED');
    expect(results[2].status).toBe('fulfilled');
    const again = await Promise.all([pool.parse(pdf), pool.parse(pdf)]);
    expect(again.map((t) => t.courses.length)).toEqual([4, 4]);
  });

  it('a long document split across two processes fails as a whole when the helper crashes or hangs', async () => {
    // Run alone in a two-process pool, the long document has its tail pages read by the other process
    // once that process has loaded pdf.js (one short job each makes sure of it).
    const warm = () => pool.whenReady().then(() => Promise.all([pool.parse(pdf), pool.parse(pdf)]));
    await warm();
    const crashed = await pool.debugHelper('crash', long).then(
      () => null,
      (e: unknown) => e,
    );
    expect((crashed as ParseError).code).toBe('DAMAGED');
    await warm();
    const hung = await pool.debugHelper('hang', long, 10_000).then(
      () => null,
      (e: unknown) => e,
    );
    expect((hung as ParseError).code).toBe('TIMEOUT');
    expect(pool.size).toBe(2);
    const again = await Promise.all([pool.parse(long), pool.parse(pdf), pool.parse(pdf)]);
    expect(again.map((t) => t.courses.length > 0)).toEqual([true, true, true]);
  });

  it('leaves the caller bytes intact, whether a whole array, a view or a Buffer', async () => {
    const bytes = pdf.slice();
    const padded = new Uint8Array(bytes.length + 10);
    padded.set(bytes, 5);
    const results = await Promise.all([
      pool.parse(bytes),
      pool.parse(padded.subarray(5, 5 + bytes.length)),
      pool.parse(Buffer.from(bytes)),
    ]);
    expect(results.map((t) => t.courses.length)).toEqual([4, 4, 4]);
    expect(bytes).toEqual(pdf);
  });

  it('rejects queued and new jobs once closed', async () => {
    const small = createTestParserPool({ size: 1 });
    const settled = Promise.allSettled([small.parse(pdf), small.parse(pdf)]);
    await small.close();
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(small.parse(pdf)).rejects.toThrow(/closed/);
  });

  it('keeps a script running until close() has stopped its processes', async () => {
    // Idle parser processes do not hold the event loop; close() must, until they are gone.
    const dir = mkdtempSync(join(tmpdir(), 'gradelens-pool-'));
    const script = join(dir, 'close.mts');
    const poolUrl = pathToFileURL(join(import.meta.dirname, 'pool.ts')).href;
    writeFileSync(
      script,
      `import { createParserPool } from ${JSON.stringify(poolUrl)};\n` +
        `const pool = createParserPool({ size: 2 });\nawait pool.close();\nconsole.log('closed');\n`,
    );
    const tsx = pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    try {
      const { stdout } = await run(process.execPath, ['--import', tsx, script]);
      expect(stdout.trim()).toBe('closed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('parser pool limits', { timeout: 120_000 }, () => {
  it('replaces a process whose memory grew during a job, and keeps one that did not', async () => {
    const pool = createTestParserPool({ size: 1, recycleGrowthMb: 128 });
    try {
      await pool.parse(pdf);
      const [first] = pool.pids;
      await pool.parse(pdf);
      expect(pool.pids).toEqual([first]);
      const grown = await pool.debug('grow', { bytes: pdf });
      expect(grown.courses).toHaveLength(4);
      expect(pool.pids).toHaveLength(1);
      expect(pool.pids[0]).not.toBe(first);
      expect((await pool.parse(pdf)).courses).toHaveLength(4);
    } finally {
      await pool.close();
    }
  });

  it('counts the time budget from arrival: a job still waiting when it runs out fails with TIMEOUT', async () => {
    const pool = createTestParserPool({ size: 1 });
    try {
      await pool.whenReady();
      const hung = pool.debug('hang', { timeoutMs: 3_000 });
      const waiting = pool.parse(pdf, { timeoutMs: 1_000 });
      await expect(waiting).rejects.toMatchObject({ code: 'TIMEOUT' });
      await expect(hung).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect((await pool.parse(pdf)).courses).toHaveLength(4);
    } finally {
      await pool.close();
    }
  });

  it('gives an owner one job in flight and a short queue, serves other owners meanwhile, and bounds the queue', async () => {
    const pool = createTestParserPool({ size: 2, maxQueuedPerOwner: 2, maxQueued: 3 });
    try {
      await pool.whenReady();
      const hung = pool.debug('hang', { owner: 'a', timeoutMs: 20_000 });
      const queued = [pool.parse(pdf, { owner: 'a' }), pool.parse(pdf, { owner: 'a' })];
      const refused = await pool.parse(pdf, { owner: 'a' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ParserBusyError);
      expect((refused as ParserBusyError).reason).toBe('OWNER_QUEUE_FULL');
      expect((refused as ParserBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(15);
      expect((refused as ParserBusyError).retryAfterSeconds).toBeLessThanOrEqual(20);

      // Owner b takes the free process at once although a's jobs arrived first.
      let aSettled = 0;
      for (const q of queued)
        void q.then(
          () => aSettled++,
          () => aSettled++,
        );
      expect((await pool.parse(pdf, { owner: 'b' })).courses).toHaveLength(4);
      expect(aSettled).toBe(0);

      // a's two waiting jobs leave room for one more job in the whole queue.
      const c = pool.debug('hang', { owner: 'c', timeoutMs: 20_000 });
      const d = pool.parse(pdf, { owner: 'd' });
      const full = await pool.parse(pdf, { owner: 'e' }).catch((e: unknown) => e);
      expect((full as ParserBusyError).reason).toBe('QUEUE_FULL');
      const settled = Promise.allSettled([hung, ...queued, c, d]);
      await pool.close();
      expect((await settled).map((r) => r.status)).toEqual(Array(5).fill('rejected'));
    } finally {
      await pool.close();
    }
  });
});

describe('parser pool load reports', { timeout: 120_000 }, () => {
  const pool = createTestParserPool({ size: 1, timeoutMs: 60_000 });
  afterAll(() => pool.close());

  it('tells its depth and, for every job as it ends, the wait, the parse time and the source', async () => {
    await pool.whenReady();
    const ended: ParseJobTiming[] = [];
    pool.onJobEnd((timing) => ended.push(timing));
    expect(pool.depth()).toEqual({ queued: 0, running: 0 });

    const hung = pool.debug('hang', { timeoutMs: 2_000, owner: 'a' }).catch((e: unknown) => e);
    const waiting = pool.parse(pdf, { owner: 'b' });
    const expired = pool.parse(pdf, { owner: 'c', timeoutMs: 300 }).catch((e: unknown) => e);
    expect(pool.depth()).toEqual({ queued: 2, running: 1 });

    // Timed out in the queue: it waited its whole budget and never had a process.
    expect(await expired).toMatchObject({ code: 'TIMEOUT' });
    expect(ended[0]).toMatchObject({ parsedMs: null, source: null });
    expect(ended[0].waitedMs).toBeGreaterThan(0);

    // Timed out in its process: no source.
    expect(await hung).toMatchObject({ code: 'TIMEOUT' });
    expect(ended[1]).toMatchObject({ source: null });
    expect(ended[1].parsedMs).toBeGreaterThan(0);

    // Read after waiting for the hung job's process.
    expect((await waiting).courses).toHaveLength(4);
    expect(ended[2]).toMatchObject({ source: 'text' });
    expect(ended[2].waitedMs).toBeGreaterThan(0);
    expect(ended[2].parsedMs).toBeGreaterThan(0);
    expect(ended).toHaveLength(3);
    expect(pool.depth()).toEqual({ queued: 0, running: 0 });
  });
});
