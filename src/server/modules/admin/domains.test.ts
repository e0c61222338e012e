import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, requestAs, writeHeaders } from '../../../../tests/support/app.js';
import { startFakeGoogle } from '../../../../tests/support/google.js';
import { createUser } from '../../../../tests/support/factories.js';
import { auditLog } from '../../db/schema.js';
import { isEmailAllowed } from '../auth/index.js';
import type { AllowedDomain } from '../../../shared/api/admin.js';

describe('admin allowed domains', async () => {
  const google = await startFakeGoogle();
  afterAll(() => google.close());
  const t = await createTestApp({ env: google.env });
  const googleSignIn = async (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: writeHeaders,
      payload: { credential: await google.token({ sub: `g-${email}`, email }) },
    });
  const admin = await createUser(t.db, t.config, { role: 'admin' });
  const as = requestAs(t.app, admin.cookie);
  const list = async () => (await as({ url: '/api/admin/domains' })).json<AllowedDomain[]>();
  const add = (domain: string) => as({ method: 'POST', url: '/api/admin/domains', payload: { domain } });

  it('lists the configured domain first', async () => {
    expect(await list()).toEqual([
      { id: expect.any(String), domain: 'school.edu', isActive: 'true', addedAt: expect.any(String) },
    ]);
  });

  it('adds a domain in lower case; its addresses may then sign in', async () => {
    expect(await isEmailAllowed(t.db, 'kim@college.org')).toBe(false);
    const res = await add('  @College.ORG ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ domain: 'college.org', isActive: 'true' });
    expect(await isEmailAllowed(t.db, 'kim@college.org')).toBe(true);
    expect((await list()).map((d) => d.domain)).toEqual(['school.edu', 'college.org']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.domain.add'), eq(auditLog.outcome, 'success')));
    expect(entry).toMatchObject({ actorId: admin.id, after: { domain: 'college.org', isActive: 'true' } });
  });

  it('refuses empty, invalid and duplicate domains with clear messages', async () => {
    expect((await add('  ')).json()).toEqual({ error: 'Please enter a domain name.' });
    const invalid = await add('not a domain');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: '"not a domain" is not a valid domain name. Enter a domain such as school.edu.',
    });
    expect((await add('kim@college.org')).statusCode).toBe(400);
    expect((await add('-bad.edu')).statusCode).toBe(400);
    const dup = await add('COLLEGE.org');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'The domain college.org is already on the list.' });
  });

  it('a deactivated domain refuses sign-in until it is activated again', async () => {
    const college = (await list()).find((d) => d.domain === 'college.org')!;
    const off = await as({
      method: 'PATCH',
      url: `/api/admin/domains/${college.id}/status`,
      payload: { isActive: 'false' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ domain: 'college.org', isActive: 'false' });
    expect(await isEmailAllowed(t.db, 'kim@college.org')).toBe(false);
    const refused = await googleSignIn('kim@college.org');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await as({
      method: 'PATCH',
      url: `/api/admin/domains/${college.id}/status`,
      payload: { isActive: 'true' },
    });
    expect(await isEmailAllowed(t.db, 'kim@college.org')).toBe(true);
    expect((await googleSignIn('kim@college.org')).json()).toEqual({ ok: true });
  });

  it('keeps at least one active domain and the configured one', async () => {
    const [school, college] = await list();
    await as({
      method: 'PATCH',
      url: `/api/admin/domains/${college.id}/status`,
      payload: { isActive: 'false' },
    });
    const last = await as({
      method: 'PATCH',
      url: `/api/admin/domains/${school.id}/status`,
      payload: { isActive: 'false' },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatch(/^At least one domain must stay active/);
    const configured = await as({ method: 'DELETE', url: `/api/admin/domains/${school.id}` });
    expect(configured.statusCode).toBe(409);
    expect(configured.json().error).toBe(
      "school.edu is the server's configured domain and cannot be deleted. Deactivate it instead.",
    );
  });

  it('deletes a domain; unknown ids answer 404', async () => {
    const college = (await list()).find((d) => d.domain === 'college.org')!;
    const res = await as({ method: 'DELETE', url: `/api/admin/domains/${college.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list()).map((d) => d.domain)).toEqual(['school.edu']);
    const again = await as({ method: 'DELETE', url: `/api/admin/domains/${college.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Domain not found.' });
  });
});
