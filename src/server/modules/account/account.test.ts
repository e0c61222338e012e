import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { fixtureBytes, fixtureTruth, upload } from '../../../../tests/support/uploads.js';
import { createParserPool, type Transcript } from '../../../parser/index.js';
import {
  assignments,
  auditLog,
  courses,
  grades,
  reports,
  sessions,
  uploadLogs,
  users,
} from '../../db/schema.js';
import type { AccountExport } from '../../../shared/api/student.js';
import { LAST_ADMIN_MESSAGE } from './service.js';

const parser = createParserPool({ size: 1 });
afterAll(() => parser.close());

describe('account privacy', async () => {
  const t = await createTestApp({ parser });

  it('GET /api/me/export returns all of the caller’s data and nobody else’s', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const report = (await upload(as, fixtureBytes('report-1p.pdf'), { fileName: 'fall.pdf' })).json().report;
    const other = await createUser(t.db, t.config);
    await upload(requestAs(t.app, other.cookie), fixtureBytes('report-1p.pdf'));
    const truth = fixtureTruth<Transcript>('report-1p.pdf');

    const res = await as({ url: '/api/me/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="gradelens-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.json() as AccountExport;
    expect(data.user).toMatchObject({ id: user.id, email: user.email, role: 'user' });
    expect(data.reports).toHaveLength(1);
    expect(data.reports[0]).toMatchObject({
      id: report.id,
      fileName: 'fall.pdf',
      grades: report.grades,
      transcript: truth,
    });
    expect(data.courses).toHaveLength(truth.courses.length);
    expect(data.courses.reduce((n, c) => n + c.assignments.length, 0)).toBe(
      truth.courses.reduce((n, c) => n + c.assignments.length, 0),
    );
    expect(data.uploadLogs).toMatchObject([{ fileName: 'fall.pdf', status: 'success' }]);
    expect(JSON.stringify(data)).not.toContain(other.id);
    expect(JSON.stringify(data)).not.toContain(other.email);
  });

  it('DELETE /api/me deletes the account and everything of it, ends its sessions and clears the cookie', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    await upload(as, fixtureBytes('report-1p.pdf'));
    const bystander = await createUser(t.db, t.config);
    await upload(requestAs(t.app, bystander.cookie), fixtureBytes('report-1p.pdf'));

    const res = await as({ method: 'DELETE', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/gradelens_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(res.headers['clear-site-data']).toBe('"cookies", "storage"');

    for (const table of [users, sessions, reports, grades, courses, assignments, uploadLogs]) {
      const column = table === users ? users.id : (table as typeof reports).userId;
      const [{ n }] = await t.db.select({ n: count() }).from(table).where(eq(column, user.id));
      expect(n).toBe(0);
    }
    expect((await as({ url: '/api/auth/me' })).json()).toBeNull();
    expect((await as({ url: '/api/history' })).statusCode).toBe(401);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject({ action: 'account.delete', outcome: 'success', targetType: 'user' });
    // Other students keep their data.
    expect((await requestAs(t.app, bystander.cookie)({ url: '/api/history' })).json()).toHaveLength(1);
  });

  it('refuses to delete the only active administrator', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const res = await requestAs(t.app, admin.cookie)({ method: 'DELETE', url: '/api/me' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: LAST_ADMIN_MESSAGE });
    const second = await createUser(t.db, t.config, { role: 'admin' });
    expect((await requestAs(t.app, second.cookie)({ method: 'DELETE', url: '/api/me' })).statusCode).toBe(
      200,
    );
  });

  it('asks anonymous callers to sign in', async () => {
    const anonymous = requestAs(t.app, null);
    expect((await anonymous({ url: '/api/me/export' })).statusCode).toBe(401);
    expect((await anonymous({ method: 'DELETE', url: '/api/me' })).statusCode).toBe(401);
  });
});
