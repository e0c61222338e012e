/**
 * A database outage answers 503 with a clear message on every route, never 500, and the health probes do
 * not read sessions. The app is pointed at a PostgreSQL address nothing listens on, and at a pool that was
 * closed, then every registered route is called with a session cookie and the write header.
 */
import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/client.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/server/http/errors.js';
import { sessionCookieName } from '../src/server/modules/auth/sessions.js';
import { freePort } from './support/free-port.js';
import { multipartBody } from './support/uploads.js';

const cookie = `${sessionCookieName(false)}=${crypto.randomBytes(32).toString('base64url')}`;
const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };

async function appOn(url: string, closePool: boolean): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const { db, pool } = createDb(url, 2);
  if (closePool) await pool.end();
  const app = await buildApp({ config, db, parser: null, clientDir: null });
  afterAll(async () => {
    await app.close();
    if (!closePool) await pool.end();
  });
  return app;
}

function callOf(method: string, url: string): InjectOptions {
  const path = url.replace(/:(\w+)/g, () => crypto.randomUUID());
  const m = method as InjectOptions['method'];
  return ['POST', 'PUT', 'PATCH'].includes(method)
    ? { method: m, url: path, headers, payload: {} }
    : { method: m, url: path, headers };
}

const outages: Array<[string, () => Promise<App>]> = [
  ['a stopped database', async () => appOn(`postgres://postgres@127.0.0.1:${await freePort()}/gone`, false)],
  [
    'a closed connection pool',
    async () => appOn(`postgres://postgres@127.0.0.1:${await freePort()}/gone`, true),
  ],
];

for (const [what, makeApp] of outages) {
  describe(`with ${what}`, async () => {
    const app = await makeApp();

    it('GET /healthz answers 200 even with a session cookie', async () => {
      const res = await app.inject({ url: '/healthz', headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('GET /readyz answers 503 with a clear message, also with a session cookie', async () => {
      const res = await app.inject({ url: '/readyz', headers });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    });

    it('an upload answers 503 in the upload shape', async () => {
      const body = multipartBody(Buffer.from('%PDF-1.4 x'));
      const res = await app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ ok: false, error: DATABASE_UNAVAILABLE_MESSAGE });
    });

    it('the client pages need no database', async () => {
      const res = await app.inject({ url: '/history', headers });
      expect(res.statusCode).toBe(404); // no client build in tests; never a 5xx
    });

    it('every route answers 503 with the message, or works without the database; never 500', async () => {
      const answers: string[] = [];
      for (const route of app.registeredRoutes) {
        const res = await app.inject(callOf(route.method, route.url));
        answers.push(`${route.method} ${route.url} ${res.statusCode}`);
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).not.toBe(500);
        if (res.statusCode >= 500) {
          expect(res.statusCode).toBe(503);
          expect(res.json().error).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        }
      }
      // Every API route but the API reference (its document and page) reads the session, so each meets
      // the outage; the reference works without the database.
      const isReference = (a: string) => a.includes(' /api/docs') || a.includes(' /api/openapi.json ');
      expect(answers.filter(isReference).filter((a) => !/ (200|302|404)$/.test(a))).toEqual([]);
      const api = answers.filter((a) => a.includes(' /api/') && !isReference(a));
      expect(api.length).toBeGreaterThan(20);
      expect(api.filter((a) => !a.endsWith(' 503'))).toEqual([]);
    });
  });
}
