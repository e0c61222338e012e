import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, requestAs, writeHeaders } from '../../tests/support/app.js';
import { createUser } from '../../tests/support/factories.js';
import { buildApp } from './app.js';
import { MissingAccessDeclarationError } from './http/access.js';
import { routeModules } from './modules/index.js';

describe('the HTTP application', async () => {
  const t = await createTestApp();

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('serves the client for its screens and for unknown pages, the latter under 404', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>GradeLens</title>');
    fs.writeFileSync(path.join(clientDir, 'theme.js'), '/* theme */');
    const app = await buildApp({ config: t.config, db: t.db, clientDir });
    try {
      for (const url of ['/', '/upload', '/courses/', '/admin/logs', '/history?x=1']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>GradeLens</title>');
      }
      for (const url of ['/nothing-here', '/admin/unknown', '/upload/extra']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<title>GradeLens</title>');
      }
      expect((await app.inject({ url: '/theme.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
      const api = await app.inject({ url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'Not found.' });
      expect(
        (await app.inject({ method: 'POST', url: '/nothing-here', headers: writeHeaders })).json(),
      ).toEqual({ error: 'Not found.' });
    } finally {
      await app.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('refuses writes without the X-Requested-With header or from another site', async () => {
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(noHeader.statusCode).toBe(403);
    const otherOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...writeHeaders, origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...writeHeaders, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        ...writeHeaders,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('gives clear JSON errors for bad bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: writeHeaders,
      payload: { role: 'superuser' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Invalid role/);
  });

  it('refuses to start with a route that does not declare its access', async () => {
    routeModules.push(() => async (app) => {
      app.get('/api/undeclared', async () => 'x');
    });
    try {
      await expect(buildApp({ config: t.config, db: t.db, clientDir: null })).rejects.toThrow(
        MissingAccessDeclarationError,
      );
    } finally {
      routeModules.pop();
    }
  });

  it('ends the session of a deactivated user at their next request', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    expect((await as({ url: '/api/auth/me' })).json()).toMatchObject({ email: user.email });
    const { users } = await import('./db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await as({ url: '/api/auth/me' })).json()).toBeNull();
  });
});
