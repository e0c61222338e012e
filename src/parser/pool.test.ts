import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ParseError } from './errors';
import { createTestParserPool } from './pool';

const pdf = new Uint8Array(readFileSync(join(import.meta.dirname, '../../fixtures/pdf/a-course-terms.pdf')));
const long = new Uint8Array(readFileSync(join(import.meta.dirname, '../../fixtures/pdf/report-50p.pdf')));

describe('parser pool isolation', () => {
  const pool = createTestParserPool({ size: 2, timeoutMs: 15_000 });
  afterAll(() => pool.close());

  it('a hung job times out, its worker is replaced, and other jobs finish', async () => {
    const results = await Promise.allSettled([
      pool.debug('hang', 500),
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
  });

  it('a crashing job and a job over the heap limit fail alone; the pool keeps serving', async () => {
    const results = await Promise.allSettled([pool.debug('crash'), pool.debug('oom'), pool.parse(pdf)]);
    expect(((results[0] as PromiseRejectedResult).reason as ParseError).code).toBe('DAMAGED');
    expect(((results[1] as PromiseRejectedResult).reason as ParseError).code).toBe('DAMAGED');
    expect(results[2].status).toBe('fulfilled');
    const again = await Promise.all([pool.parse(pdf), pool.parse(pdf)]);
    expect(again.map((t) => t.courses.length)).toEqual([4, 4]);
  });

  it('a long document split across two workers fails as a whole when the helper crashes or hangs', async () => {
    // Run alone in a two-worker pool, the long document has its tail pages read by the other worker
    // once that worker has loaded pdf.js (one short job each makes sure of it).
    const warm = () => Promise.all([pool.parse(pdf), pool.parse(pdf)]);
    await warm();
    const crashed = await pool.debugHelper('crash', long).then(
      () => null,
      (e: unknown) => e,
    );
    expect((crashed as ParseError).code).toBe('DAMAGED');
    await warm();
    const hung = await pool.debugHelper('hang', long, 3_000).then(
      () => null,
      (e: unknown) => e,
    );
    expect((hung as ParseError).code).toBe('TIMEOUT');
    expect(pool.size).toBe(2);
    const again = await Promise.all([pool.parse(long), pool.parse(pdf), pool.parse(pdf)]);
    expect(again.map((t) => t.courses.length > 0)).toEqual([true, true, true]);
  });

  it('leaves the caller bytes intact (one copy is transferred)', async () => {
    const bytes = pdf.slice();
    await pool.parse(bytes);
    expect(bytes.byteLength).toBe(pdf.byteLength);
    expect(bytes[0]).toBe(0x25);
  });

  it('rejects queued and new jobs once closed', async () => {
    const small = createTestParserPool({ size: 1 });
    const settled = Promise.allSettled([small.parse(pdf), small.parse(pdf)]);
    await small.close();
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(small.parse(pdf)).rejects.toThrow(/closed/);
  });
});
