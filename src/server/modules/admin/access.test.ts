import { describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';

const ID = '00000000-0000-4000-8000-000000000000';
const validBodies: Record<string, Record<string, string> | undefined> = {
  '/api/admin/users/:userId/role': { role: 'admin' },
  '/api/admin/users/:userId/status': { isActive: 'false' },
  '/api/admin/settings/:key': { value: '5' },
  '/api/admin/settings/defaults': undefined,
  '/api/admin/domains': { domain: 'other.edu' },
  '/api/admin/domains/:domainId/status': { isActive: 'false' },
};

describe('admin API access', async () => {
  const t = await createTestApp();
  const adminRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin'));
  const student = await createUser(t.db, t.config);
  const inactive = await createUser(t.db, t.config, { role: 'admin', isActive: false });
  const admin = await createUser(t.db, t.config, { role: 'admin' });

  it('registers the spec routes, every one declared admin-only', () => {
    expect(adminRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'DELETE /api/admin/domains/:domainId',
        'GET /api/admin/dashboard',
        'GET /api/admin/domains',
        'GET /api/admin/settings',
        'GET /api/admin/upload-logs',
        'GET /api/admin/users',
        'PATCH /api/admin/domains/:domainId/status',
        'PATCH /api/admin/users/:userId/role',
        'PATCH /api/admin/users/:userId/status',
        'POST /api/admin/domains',
        'POST /api/admin/settings/defaults',
        'PUT /api/admin/settings/:key',
      ].sort(),
    );
    expect(adminRoutes.every((r) => r.access === 'admin')).toBe(true);
  });

  for (const who of ['nobody', 'an inactive admin', 'a student'] as const) {
    it(`refuses ${who} on every admin route`, async () => {
      const cookie = who === 'nobody' ? null : who === 'a student' ? student.cookie : inactive.cookie;
      const expected = who === 'a student' ? 403 : 401;
      for (const route of adminRoutes) {
        const url = route.url
          .replace(':userId', student.id)
          .replace(':domainId', ID)
          .replace(':key', 'MAX_FILE_SIZE_MB');
        const res = await requestAs(
          t.app,
          cookie,
        )({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: validBodies[route.url] }),
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(expected);
      }
      // Nothing was changed by the refused calls.
      const users = (await requestAs(t.app, admin.cookie)({ url: '/api/admin/users' })).json();
      expect(users.find((u: { id: string }) => u.id === student.id)).toMatchObject({
        role: 'user',
        isActive: 'true',
      });
      expect((await requestAs(t.app, admin.cookie)({ url: '/api/admin/domains' })).json()).toHaveLength(1);
    });
  }

  it('lets an admin read every list', async () => {
    const as = requestAs(t.app, admin.cookie);
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/users',
      '/api/admin/settings',
      '/api/admin/domains',
      '/api/admin/upload-logs',
    ]) {
      expect((await as({ url })).statusCode, url).toBe(200);
    }
  });

  it('refuses admin writes without the cross-site header', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${student.id}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
  });
});
