/**
 * A scanned report through the upload API: read by the OCR processes, stored with its grades, its
 * progress followed by the upload screen's id (X-Upload-Id) on GET /api/upload/progress/:uploadId.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedScan, OFFICE_SCAN } from '../../../../fixtures/layouts/scan';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { fixtureBytes, fixtureTruth, multipartBody } from '../../../../tests/support/uploads.js';
import { createParserPool, type Transcript } from '../../../parser/index.js';
import { grades, reports, uploadLogs } from '../../db/schema.js';

const parser = createParserPool({
  size: 1,
  timeoutMs: 90_000,
  ocr: { threads: 1, maxPages: 10, pageTimeoutMs: 60_000 },
});
afterAll(() => parser.close());

describe('a scanned report through the upload API', async () => {
  const t = await createTestApp({ parser });

  it('reaches stored grades, says it was read from a scan, and shows its progress to its owner only', async () => {
    const user = await createUser(t.db, t.config);
    const stranger = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const scan = Buffer.from(await cachedScan(new Uint8Array(fixtureBytes('report-1p.pdf')), OFFICE_SCAN));
    const truth = fixtureTruth<Transcript>('report-1p.pdf');
    const uploadId = crypto.randomUUID();

    const before = await as({ method: 'GET', url: `/api/upload/progress/${uploadId}` });
    expect(before.json()).toEqual({ status: 'waiting', scanPage: null, scanPages: null });

    const body = multipartBody(scan, { fileName: 'scan.pdf' });
    const sent = as({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, 'x-upload-id': uploadId },
    });
    // While it is read, the owner sees the scanned page being read; another student's answer is 404.
    // The log row is closed just before the answer arrives, so the last poll may already read "success".
    const seen: Array<{ status: string; scanPage: number | null; scanPages: number | null }> = [];
    let done = false;
    void sent.then(() => (done = true));
    while (!done) {
      const res = await as({ method: 'GET', url: `/api/upload/progress/${uploadId}` });
      if (res.statusCode === 200 && res.json().scanPage !== null) seen.push(res.json());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const res = await sent;
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toContainEqual({ status: 'processing', scanPage: 1, scanPages: 1 });
    const foreign = await requestAs(
      t.app,
      stranger.cookie,
    )({ method: 'GET', url: `/api/upload/progress/${uploadId}` });
    expect(foreign.statusCode).toBe(404);
    const after = await as({ method: 'GET', url: `/api/upload/progress/${uploadId}` });
    expect(after.json()).toEqual({ status: 'success', scanPage: 1, scanPages: 1 });

    const answer = res.json();
    expect(answer.ok).toBe(true);
    expect(answer.source).toBe('ocr');
    expect(answer.reconciliation.map((c: { status: string }) => c.status)).toEqual(['matches', 'matches']);
    const stored = await t.db.select().from(grades).where(eq(grades.userId, user.id));
    expect(stored.map((g) => [g.subject, Number(g.pointsReceived), Number(g.maxPoints)]).sort()).toEqual(
      truth.courses.map((c) => [c.courseName, c.pointsReceived, c.maxPoints]).sort(),
    );
    const [report] = await t.db.select().from(reports).where(eq(reports.userId, user.id));
    expect((report.transcript as Transcript).source).toBe('ocr');
    // The report's History detail says it was read from a scan too.
    const detail = await as({ method: 'GET', url: `/api/reports/${answer.report.id}` });
    expect(detail.json().source).toBe('ocr');
    const [log] = await t.db.select().from(uploadLogs).where(eq(uploadLogs.userId, user.id));
    expect(log.progressId).toBe(uploadId);
  }, 120_000);
});
