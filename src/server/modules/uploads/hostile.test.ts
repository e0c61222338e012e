import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { contentStreamBomb, fontBomb, xobjectFanOutBomb } from '../../../../tests/support/bombs.js';
import { createUser } from '../../../../tests/support/factories.js';
import { fixtureBytes, setSetting, upload, variantOf } from '../../../../tests/support/uploads.js';
import { createParserPool, type ParserPool } from '../../../parser/index.js';
import { PARSER_BUSY_MESSAGE, USER_QUEUE_FULL_MESSAGE } from './service.js';

/**
 * Hostile PDFs against the whole app with the real parser pool: they cost parser processes, never the
 * server's own memory, and one user's hostile files do not hold up another user's upload.
 */

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
const rssMb = () => process.memoryUsage.rss() / MB;
const settledRssMb = () => {
  gc();
  return rssMb();
};

const PROCESSING_TIMEOUT_SECONDS = 20;
const parser = createParserPool({ size: 2, maxMemoryMb: 1024, maxQueuedPerOwner: 2 });
afterAll(() => parser.close());

describe('hostile uploads', { timeout: 180_000 }, async () => {
  const t = await createTestApp({ parser });
  const report = fixtureBytes('report-1p.pdf');
  let bombs: Buffer[] = [];

  beforeAll(async () => {
    await setSetting(t.db, 'PROCESSING_TIMEOUT_SECONDS', String(PROCESSING_TIMEOUT_SECONDS));
    bombs = [await contentStreamBomb(), await fontBomb(), xobjectFanOutBomb()];
    // Both parser processes have started and read a report.
    const warm = await createUser(t.db, t.config);
    const as = requestAs(t.app, warm.cookie);
    const res = await Promise.all([upload(as, variantOf(report, 'w1')), upload(as, variantOf(report, 'w2'))]);
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
  }, 120_000);

  it('each bomb ends in 422 within the time budget, and the server process stays small', async () => {
    const idle = settledRssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    try {
      const users = await Promise.all(bombs.map(() => createUser(t.db, t.config)));
      const started = performance.now();
      const answers = await Promise.all(
        bombs.map(async (bomb, i) => {
          const res = await upload(requestAs(t.app, users[i].cookie), bomb);
          return { status: res.statusCode, seconds: (performance.now() - started) / 1000 };
        }),
      );
      expect(answers.map((a) => a.status)).toEqual([422, 422, 422]);
      // The budget counts from arrival: every answer comes by the end of it (plus the answer's own trip).
      for (const a of answers) expect(a.seconds).toBeLessThan(PROCESSING_TIMEOUT_SECONDS + 5);

      const after = await createUser(t.db, t.config);
      for (let i = 0; i < 5; i++) {
        const res = await upload(requestAs(t.app, after.cookie), variantOf(report, `after-${i}`));
        expect(res.statusCode).toBe(200);
      }
    } finally {
      clearInterval(sampler);
    }
    const settled = settledRssMb();
    console.log(
      `server RSS: idle ${idle.toFixed(0)} MB, peak during bombs ${peak.toFixed(0)} MB, ` +
        `after ${settled.toFixed(0)} MB`,
    );
    expect(peak).toBeLessThan(600);
    expect(settled).toBeLessThan(idle * 1.2);
  });

  it('six hostile uploads of one user wait or are refused while another user is served', async () => {
    const attacker = await createUser(t.db, t.config);
    const student = await createUser(t.db, t.config);
    const fanOut = bombs[2];
    const finished: string[] = [];
    const started = performance.now();
    const hostile = Array.from({ length: 6 }, (_, i) =>
      upload(requestAs(t.app, attacker.cookie), variantOf(fanOut, `h${i}`)).then((res) => {
        finished.push(`hostile ${res.statusCode}`);
        return res;
      }),
    );
    const normal = await upload(requestAs(t.app, student.cookie), variantOf(report, 'fair'));
    finished.push('normal');
    const normalSeconds = (performance.now() - started) / 1000;
    expect(normal.statusCode).toBe(200);

    // The other user's upload is answered while the attacker's accepted files are still held.
    expect(finished.filter((f) => f !== 'normal' && f !== 'hostile 429')).toEqual([]);

    // One in flight and two waiting end with the time budget; the other three are refused with Retry-After.
    const answers = await Promise.all(hostile);
    const refused = answers.filter((r) => r.statusCode === 429);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.json()).toEqual({ ok: false, error: USER_QUEUE_FULL_MESSAGE });
    }
    expect(answers.map((r) => r.statusCode).sort()).toEqual([422, 422, 422, 429, 429, 429]);
    console.log(`another user's upload answered in ${normalSeconds.toFixed(2)} s while six hostile ones ran`);
  });

  it('answers 503 with Retry-After when the whole queue is full', async () => {
    const small = createParserPool({ size: 1, maxQueued: 1 });
    let submitted = 0;
    const counted: ParserPool = {
      size: small.size,
      close: () => small.close(),
      whenReady: () => small.whenReady(),
      depth: () => small.depth(),
      onJobEnd: (listener) => small.onJobEnd(listener),
      parse: (bytes, opts) => {
        submitted++;
        return small.parse(bytes, opts);
      },
    };
    const t2 = await createTestApp({ parser: counted });
    try {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(t2.db, t2.config)));
      // The parser process has started: the first bomb goes to it, the second waits in the queue.
      expect((await upload(requestAs(t2.app, c.cookie), variantOf(report, 'warm'))).statusCode).toBe(200);
      await setSetting(t2.db, 'PROCESSING_TIMEOUT_SECONDS', '10');
      // Waits for each upload to reach the pool (on a loaded machine that can take more than a second).
      const reached = (n: number) => vi.waitFor(() => expect(submitted).toBe(n), { timeout: 8_000 });
      const first = upload(requestAs(t2.app, a.cookie), xobjectFanOutBomb());
      await reached(2);
      const second = upload(requestAs(t2.app, b.cookie), variantOf(xobjectFanOutBomb(), 'b'));
      await reached(3);
      const third = await upload(requestAs(t2.app, c.cookie), report);
      expect(third.statusCode).toBe(503);
      expect(third.json()).toEqual({ ok: false, error: PARSER_BUSY_MESSAGE });
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await Promise.all([first, second])).map((r) => r.statusCode)).toEqual([422, 422]);
    } finally {
      await small.close();
    }
  });
});
