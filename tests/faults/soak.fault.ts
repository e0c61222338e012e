import { afterAll, describe, expect, it } from 'vitest';
import { fixtureBytes, variantOf } from '../support/uploads.js';
import {
  AppUnderTest,
  call,
  percentile,
  seededRandom,
  tally,
  uploadFile,
  type Answer,
} from './support/app.js';

const SECONDS = Number(process.env.FAULT_SOAK_SECONDS ?? 120);
const BASELINE_AT_S = 20;
const CLIENTS = 8;

describe(`a ${SECONDS} s soak at capacity`, () => {
  const app = new AppUnderTest();
  afterAll(() => app.stop());

  it('gives no 5xx, and RSS ends within 20% of its level after the first 20 s', async () => {
    await app.start();
    const cookies = await app.students(CLIENTS);
    const fixtures = ['report-1p.pdf', 'a-course-terms.pdf', 'b-grouped-codes.pdf', 'report-10p.pdf'].map(
      (n) => fixtureBytes(n),
    );
    const random = seededRandom(8);
    const uploads: Answer[] = [];
    const reads: Answer[] = [];
    const rss: Array<{ s: number; mb: number }> = [];
    const t0 = performance.now();
    const elapsed = () => (performance.now() - t0) / 1000;
    const sampler = setInterval(() => rss.push({ s: elapsed(), mb: app.rssMb() }), 1_000);

    // Each client uploads a new report one time in four and otherwise reads, back to back.
    let n = 0;
    await Promise.all(
      cookies.map(async (cookie) => {
        while (elapsed() < SECONDS) {
          if (random() < 0.25) {
            const pdf = fixtures[Math.floor(random() * fixtures.length)];
            uploads.push(await uploadFile(app, cookie, variantOf(pdf, `soak-${n++}`)));
          } else {
            const url = ['/api/history', '/api/auth/me', '/api/courses/filtered?filter=this-year'][
              Math.floor(random() * 3)
            ];
            reads.push(await call(app, cookie, url));
          }
        }
      }),
    );
    clearInterval(sampler);

    const level = (from: number, to: number) => {
      const xs = rss.filter((r) => r.s >= from && r.s < to).map((r) => r.mb);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    const baseline = level(BASELINE_AT_S - 2, BASELINE_AT_S + 2);
    const end = level(SECONDS - 5, SECONDS + 1);
    const peak = Math.max(...rss.filter((r) => r.s >= BASELINE_AT_S).map((r) => r.mb));
    console.log(
      [
        `${SECONDS} s soak, ${CLIENTS} clients (1 upload in 4, otherwise reads)`,
        `  uploads: ${JSON.stringify(tally(uploads))}, ${(uploads.length / SECONDS).toFixed(1)}/s, ` +
          `p50 ${percentile(
            uploads.map((a) => a.ms),
            50,
          )} ms, p99 ${percentile(
            uploads.map((a) => a.ms),
            99,
          )} ms`,
        `  reads: ${JSON.stringify(tally(reads))}, ${(reads.length / SECONDS).toFixed(1)}/s, ` +
          `p50 ${percentile(
            reads.map((a) => a.ms),
            50,
          )} ms, p99 ${percentile(
            reads.map((a) => a.ms),
            99,
          )} ms`,
        `  RSS: ${Math.round(baseline)} MB at ${BASELINE_AT_S} s, ${Math.round(end)} MB at the end, peak ${Math.round(peak)} MB`,
      ].join('\n'),
    );
    expect([...uploads, ...reads].filter((a) => a.status >= 500 || a.status === 0)).toEqual([]);
    expect(uploads.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(Math.abs(end - baseline) / baseline).toBeLessThanOrEqual(0.2);
  });
});
