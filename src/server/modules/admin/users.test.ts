import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { insertReport, insertUploadLog } from '../../../../tests/support/admin-seed.js';
import { createUser } from '../../../../tests/support/factories.js';
import { auditLog, sessions, users } from '../../db/schema.js';
import type { AdminUser } from '../../../shared/api/admin.js';

describe('admin user management', async () => {
  const t = await createTestApp();
  const admin = await createUser(t.db, t.config, { role: 'admin', email: 'boss@school.edu' });
  const student = await createUser(t.db, t.config, { email: 'sam@school.edu', name: 'Sam' });
  const as = requestAs(t.app, admin.cookie);
  const audits = (action: string, targetId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it('lists users with the admin view fields', async () => {
    await insertReport(t.db, student.id);
    await insertReport(t.db, student.id);
    await insertUploadLog(t.db, {
      userId: student.id,
      status: 'success',
      createdAt: new Date('2025-01-02T03:04:05Z'),
    });
    await insertUploadLog(t.db, {
      userId: student.id,
      status: 'error',
      createdAt: new Date('2025-02-02T03:04:05Z'),
    });
    const res = await as({ url: '/api/admin/users' });
    expect(res.statusCode).toBe(200);
    const sam = res.json<AdminUser[]>().find((u) => u.id === student.id);
    expect(sam).toEqual({
      id: student.id,
      email: 'sam@school.edu',
      name: 'Sam',
      role: 'user',
      isActive: 'true',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastLoginAt: null,
      reportCount: 2,
      lastUpload: '2025-02-02T03:04:05.000Z',
    });
    const boss = res.json<AdminUser[]>().find((u) => u.id === admin.id);
    expect(boss).toMatchObject({ role: 'admin', reportCount: 0, lastUpload: null });
  });

  it('promotes and demotes a user, with an audit entry of before and after', async () => {
    const up = await as({
      method: 'PATCH',
      url: `/api/admin/users/${student.id}/role`,
      payload: { role: 'admin' },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ id: student.id, role: 'admin' });
    // The promoted user's own session now passes the admin check.
    expect((await requestAs(t.app, student.cookie)({ url: '/api/admin/users' })).statusCode).toBe(200);
    const [entry] = await audits('admin.user.role', student.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: 'boss@school.edu',
      targetType: 'user',
      outcome: 'success',
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    const down = await as({
      method: 'PATCH',
      url: `/api/admin/users/${student.id}/role`,
      payload: { role: 'user' },
    });
    expect(down.json()).toMatchObject({ role: 'user' });
    expect((await requestAs(t.app, student.cookie)({ url: '/api/admin/users' })).statusCode).toBe(403);
  });

  it('refuses bad roles, unknown users and malformed ids', async () => {
    const bad = await as({
      method: 'PATCH',
      url: `/api/admin/users/${student.id}/role`,
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Invalid role/);
    const unknown = await as({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/role',
      payload: { role: 'admin' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found.' });
    expect(
      (await as({ method: 'PATCH', url: '/api/admin/users/nope/status', payload: { isActive: 'false' } }))
        .statusCode,
    ).toBe(400);
    const boolean = await as({
      method: 'PATCH',
      url: `/api/admin/users/${student.id}/status`,
      payload: { isActive: false },
    });
    expect(boolean.statusCode).toBe(400);
  });

  it('keeps the last active admin: no demotion, no self-deactivation (409, audited as refused)', async () => {
    const demote = await as({
      method: 'PATCH',
      url: `/api/admin/users/${admin.id}/role`,
      payload: { role: 'user' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(
      'The last active administrator cannot be demoted. Make another user an administrator first.',
    );
    const self = await as({
      method: 'PATCH',
      url: `/api/admin/users/${admin.id}/status`,
      payload: { isActive: 'false' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('You cannot deactivate your own account.');
    expect(await audits('admin.user.role', admin.id)).toMatchObject([{ outcome: 'failure' }]);
    // An inactive admin does not count as the remaining admin.
    const dormant = await createUser(t.db, t.config, { role: 'admin', isActive: false });
    expect(
      (await as({ method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, payload: { role: 'user' } }))
        .statusCode,
    ).toBe(409);
    // With a second active admin, either may be demoted; the first can then not demote themselves.
    await as({
      method: 'PATCH',
      url: `/api/admin/users/${dormant.id}/status`,
      payload: { isActive: 'true' },
    });
    const ok = await as({
      method: 'PATCH',
      url: `/api/admin/users/${admin.id}/role`,
      payload: { role: 'user' },
    });
    expect(ok.statusCode).toBe(200);
    const other = requestAs(t.app, dormant.cookie);
    // The demoted admin is now refused; the other admin restores them.
    expect((await as({ url: '/api/admin/users' })).statusCode).toBe(403);
    expect(
      (await other({ method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, payload: { role: 'admin' } }))
        .statusCode,
    ).toBe(200);
    const last = await other({
      method: 'PATCH',
      url: `/api/admin/users/${dormant.id}/status`,
      payload: { isActive: 'false' },
    });
    expect(last.statusCode).toBe(409);
  });

  it('deactivation ends the user’s sessions at once; reactivation lets them sign in again', async () => {
    const victim = await createUser(t.db, t.config);
    expect((await requestAs(t.app, victim.cookie)({ url: '/api/auth/me' })).json()).toMatchObject({
      id: victim.id,
    });
    const off = await as({
      method: 'PATCH',
      url: `/api/admin/users/${victim.id}/status`,
      payload: { isActive: 'false' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: 'false' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    expect((await requestAs(t.app, victim.cookie)({ url: '/api/auth/me' })).json()).toBeNull();
    expect(await audits('admin.user.status', victim.id)).toMatchObject([
      { outcome: 'success', before: { isActive: 'true' }, after: { isActive: 'false' } },
    ]);
    const on = await as({
      method: 'PATCH',
      url: `/api/admin/users/${victim.id}/status`,
      payload: { isActive: 'true' },
    });
    expect(on.json()).toMatchObject({ isActive: 'true' });
  });

  it('never lets two concurrent demotions remove every admin', async () => {
    const a = await createUser(t.db, t.config, { role: 'admin' });
    const b = await createUser(t.db, t.config, { role: 'admin' });
    // Three active admins now (boss, a, b) plus the earlier ones; demote all but boss at once, then boss.
    const all = (await as({ url: '/api/admin/users' })).json<AdminUser[]>();
    const activeAdmins = all.filter((u) => u.role === 'admin' && u.isActive === 'true').map((u) => u.id);
    expect(activeAdmins).toEqual(expect.arrayContaining([admin.id, a.id, b.id]));
    const results = await Promise.all(
      activeAdmins.map((id) =>
        requestAs(
          t.app,
          id === admin.id ? b.cookie : admin.cookie,
        )({
          method: 'PATCH',
          url: `/api/admin/users/${id}/role`,
          payload: { role: 'user' },
        }),
      ),
    );
    // Read from the database: whichever admin lost their role may no longer call the admin API.
    const remaining = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    expect(remaining.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409 || r.statusCode === 403)).toBe(
      true,
    );
  });
});
