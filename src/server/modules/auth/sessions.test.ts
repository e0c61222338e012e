import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, requestAs, writeHeaders } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { sessions, users } from '../../db/schema.js';

const HOUR = 3600_000;

describe('sessions', async () => {
  const t = await createTestApp({ env: { SESSION_IDLE_HOURS: '168', SESSION_MAX_DAYS: '30' } });

  it('stores only the hash of the 256-bit session id', async () => {
    const user = await createUser(t.db, t.config);
    const token = user.cookie.split('=')[1];
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
  });

  it('ends a session unused for longer than the idle expiry', async () => {
    const user = await createUser(t.db, t.config);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 169 * HOUR) })
      .where(eq(sessions.userId, user.id));
    expect((await requestAs(t.app, user.cookie)({ url: '/api/auth/me' })).json()).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('ends a session at its absolute expiry even when in use', async () => {
    const user = await createUser(t.db, t.config);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await requestAs(t.app, user.cookie)({ url: '/api/auth/me' })).json()).toBeNull();
  });

  it('applies a role change at the next request', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    expect((await as({ url: '/api/auth/me' })).json().role).toBe('user');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await as({ url: '/api/auth/me' })).json().role).toBe('admin');
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect((await as({ url: '/api/auth/me' })).json().role).toBe('user');
  });

  it('logout deletes the session, clears the cookie and sends Clear-Site-Data', async () => {
    const user = await createUser(t.db, t.config);
    const res = await requestAs(t.app, user.cookie)({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['clear-site-data']).toBe('"cookies", "storage"');
    expect(String([res.headers['set-cookie']].flat()[0])).toMatch(
      /^gradelens_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

describe('session cookie over https', async () => {
  const t = await createTestApp({ env: { PUBLIC_URL: 'https://grades.school.edu' } });

  it('is Secure, host-only and carries the __Host- prefix', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: writeHeaders,
      payload: {},
    });
    const setCookie = String([res.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/^__Host-gradelens_session=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0];
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'user' });
  });
});
