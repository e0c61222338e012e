import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { insertReport, insertUploadLog } from '../../../../tests/support/admin-seed.js';
import { createUser } from '../../../../tests/support/factories.js';
import { reports, uploadLogs } from '../../db/schema.js';
import type { Dashboard, UploadLog } from '../../../shared/api/admin.js';

describe('admin dashboard and upload logs', async () => {
  const t = await createTestApp();
  const admin = await createUser(t.db, t.config, { role: 'admin' });
  const ann = await createUser(t.db, t.config, { email: 'ann@school.edu' });
  const gone = await createUser(t.db, t.config, { isActive: false });
  const as = requestAs(t.app, admin.cookie);
  const base = Date.parse('2025-03-01T10:00:00Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000);

  // Every test starts from the same logs and reports, whatever ran before it.
  let processing: { id: string };
  beforeEach(async () => {
    await t.db.delete(uploadLogs);
    await t.db.delete(reports);
    // 3 successes (1.5 s, 2.5 s, 2 s), 2 errors (0.5 s, 1.5 s), 1 still processing: hand-computed below.
    await insertUploadLog(t.db, {
      userId: ann.id,
      status: 'success',
      processingTime: 1.5,
      createdAt: at(1),
      fileName: 'a.pdf',
      assignmentsFound: 12,
      fileSize: 2_621_440,
    });
    await insertUploadLog(t.db, {
      userId: ann.id,
      status: 'error',
      processingTime: 0.5,
      createdAt: at(2),
      fileName: 'b.pdf',
      errorMessage: 'This file is not a PDF.',
    });
    await insertUploadLog(t.db, {
      userId: gone.id,
      status: 'success',
      processingTime: 2.5,
      createdAt: at(3),
      fileName: 'c.pdf',
    });
    await insertUploadLog(t.db, {
      userId: ann.id,
      status: 'error',
      processingTime: 1.5,
      createdAt: at(4),
      fileName: 'd.pdf',
    });
    await insertUploadLog(t.db, {
      userId: admin.id,
      status: 'success',
      processingTime: 2,
      createdAt: at(5),
      fileName: 'e.pdf',
    });
    processing = await insertUploadLog(t.db, {
      userId: ann.id,
      status: 'processing',
      createdAt: at(6),
      fileName: 'f.pdf',
    });
    await insertReport(t.db, ann.id);
    await insertReport(t.db, gone.id);
  });

  it('counts users, reports and uploads, and averages processing time over finished uploads', async () => {
    const res = await as({ url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();
    expect(body.systemStats).toEqual({
      totalUsers: 3,
      totalReports: 2,
      successfulUploads: 3,
      failedUploads: 2,
      averageProcessingTime: 1.6, // (1.5 + 0.5 + 2.5 + 1.5 + 2) / 5
    });
    expect(body.activeUsers).toBe(2);
    expect(body.recentActivity.map((l) => l.fileName)).toEqual([
      'f.pdf',
      'e.pdf',
      'd.pdf',
      'c.pdf',
      'b.pdf',
      'a.pdf',
    ]);
  });

  it('keeps the totals right when a log finishes, changes status or is deleted', async () => {
    await t.db
      .update(uploadLogs)
      .set({ status: 'success', processingTime: 3.6 })
      .where(eq(uploadLogs.id, processing.id));
    let stats = (await as({ url: '/api/admin/dashboard' })).json<Dashboard>().systemStats;
    expect(stats).toMatchObject({ successfulUploads: 4, failedUploads: 2, averageProcessingTime: 1.93 }); // 11.6 / 6
    // 11.607 / 6 = 1.9345: rounded once to the hundredth, 1.93 (by way of 1.935 it would be 1.94).
    await t.db.update(uploadLogs).set({ processingTime: 3.607 }).where(eq(uploadLogs.id, processing.id));
    stats = (await as({ url: '/api/admin/dashboard' })).json<Dashboard>().systemStats;
    expect(stats.averageProcessingTime).toBe(1.93);
    await t.db.update(uploadLogs).set({ processingTime: 3.6 }).where(eq(uploadLogs.id, processing.id));
    await t.db.update(uploadLogs).set({ status: 'error' }).where(eq(uploadLogs.id, processing.id));
    stats = (await as({ url: '/api/admin/dashboard' })).json<Dashboard>().systemStats;
    expect(stats).toMatchObject({ successfulUploads: 3, failedUploads: 3, averageProcessingTime: 1.93 });
    await t.db.delete(uploadLogs).where(eq(uploadLogs.id, processing.id));
    stats = (await as({ url: '/api/admin/dashboard' })).json<Dashboard>().systemStats;
    expect(stats).toMatchObject({ successfulUploads: 3, failedUploads: 2, averageProcessingTime: 1.6 });
    // The running totals equal a full recount.
    const recount = await t.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from upload_logs group by status order by status`,
    );
    const kept = await t.db.execute<{ status: string; n: number }>(
      sql`select status, uploads::int as n from upload_log_stats where uploads > 0 order by status`,
    );
    expect(kept.rows).toEqual(recount.rows);
  });

  it('lists logs newest first with the spec fields, filtered by status and limited', async () => {
    const all = (await as({ url: '/api/admin/upload-logs' })).json<UploadLog[]>();
    expect(all.map((l) => l.fileName)).toEqual(['f.pdf', 'e.pdf', 'd.pdf', 'c.pdf', 'b.pdf', 'a.pdf']);
    expect(all[all.length - 1]).toEqual({
      id: expect.any(String),
      userId: ann.id,
      userEmail: 'ann@school.edu',
      fileName: 'a.pdf',
      fileSize: 2_621_440,
      status: 'success',
      processingTime: 1.5,
      assignmentsFound: 12,
      errorMessage: null,
      createdAt: at(1).toISOString(),
    });
    const errors = (await as({ url: '/api/admin/upload-logs?status=error&limit=50' })).json<UploadLog[]>();
    expect(errors.map((l) => [l.fileName, l.errorMessage])).toEqual([
      ['d.pdf', null],
      ['b.pdf', 'This file is not a PDF.'],
    ]);
    const running = (await as({ url: '/api/admin/upload-logs?status=processing' })).json<UploadLog[]>();
    expect(running.map((l) => [l.id, l.status])).toEqual([[processing.id, 'processing']]);
  });

  it('honours the record limit and refuses limits and statuses outside the spec', async () => {
    for (let i = 0; i < 52; i++) {
      await insertUploadLog(t.db, {
        userId: ann.id,
        status: 'success',
        processingTime: 1,
        createdAt: at(100 + i),
      });
    }
    expect((await as({ url: '/api/admin/upload-logs?limit=50' })).json()).toHaveLength(50);
    expect((await as({ url: '/api/admin/upload-logs' })).json()).toHaveLength(58);
    const badLimit = await as({ url: '/api/admin/upload-logs?limit=7' });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().error).toMatch(/^Invalid limit/);
    expect((await as({ url: '/api/admin/upload-logs?status=weird' })).statusCode).toBe(400);
  });
});
