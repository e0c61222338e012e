import { describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders } from '../../../../tests/support/app.js';

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = [res.headers['set-cookie']].flat()[0] as string;
  return raw.split(';')[0];
}

describe('development sign-in', async () => {
  const t = await createTestApp();

  it('signs in the dev student, answers /me, and signs out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: writeHeaders,
      payload: {},
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ ok: true });
    const setCookie = String([login.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookieOf(login);

    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: 'dev-student@school.edu', role: 'user', name: 'Dev Student' });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...writeHeaders, cookie },
    });
    expect(logout.headers['clear-site-data']).toContain('cookies');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json()).toBeNull();
  });

  it('signs in the dev admin with role admin and a new session id each time', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: writeHeaders,
      payload: { role: 'admin' },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: writeHeaders,
      payload: { role: 'admin' },
    });
    expect(cookieOf(a)).not.toEqual(cookieOf(b));
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(b) } });
    expect(me.json()).toMatchObject({ email: 'dev-admin@school.edu', role: 'admin' });
  });

  it('reports the auth configuration', async () => {
    const res = await t.app.inject({ url: '/api/auth/config' });
    expect(res.json()).toEqual({
      googleClientId: null,
      oidc: null,
      allowedDomain: 'school.edu',
      devLoginEnabled: true,
    });
  });
});

describe('development sign-in in production with Google configured', async () => {
  const t = await createTestApp({ env: { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'client-123' } });

  it('answers 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: writeHeaders,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
