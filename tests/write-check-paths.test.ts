/**
 * The cross-site write check decides on the route the router matched, not on the raw URL. Every write
 * route is called over a real socket with the path spelled the ways a router may still route it
 * (percent-encoded, doubled slash, absolute-form request line, mixed case), from a foreign origin and
 * without the write header, by a signed-in administrator: none may act.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, MISSING_HEADER_MESSAGE } from '../src/server/http/csrf.js';
import { createTestApp } from './support/app.js';
import { createUser } from './support/factories.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The spellings of one API path that must all meet the write check. */
function spellings(path: string, origin: string): Record<string, string> {
  const rest = path.slice('/api'.length);
  return {
    'percent-encoded prefix': `/%61pi${rest}`,
    'percent-encoded segment': `/api/${encodeURIComponent(rest[1]).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}${rest.slice(2)}`,
    'doubled slash': `/${path}`,
    'doubled inner slash': `/api/${rest}`,
    'absolute-form': `${origin}${path}`,
    'mixed case': `/API${rest.replace(/[a-z]/, (c) => c.toUpperCase())}`,
  };
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const body = method === 'DELETE' ? '' : '{}';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('write check on every spelling of a write route', async () => {
  const t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const writes = t.app.registeredRoutes.filter((r) => WRITES.has(r.method));

  it('has write routes to walk', () => {
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/dev-login', 'POST /api/upload', 'DELETE /api/me']),
    );
  });

  for (const route of writes) {
    const path = route.url.replace(/:(\w+)/g, () => crypto.randomUUID());
    for (const [how, spelled] of Object.entries(spellings(path, origin))) {
      it(`${route.method} ${route.url}, ${how}: refused before it acts`, async () => {
        const admin = await createUser(t.db, t.config, { role: 'admin' });
        const res = await send(port, route.method, spelled, {
          cookie: admin.cookie,
          origin: 'https://evil.example',
        });
        expect(res.status, `${spelled}: ${res.body}`).toBe(403);
        expect([MISSING_HEADER_MESSAGE, CROSS_SITE_MESSAGE]).toContain(JSON.parse(res.body).error);
        expect(res.setCookie).toEqual([]);
        // The session is intact: nothing signed the administrator out or deleted the account.
        const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: admin.cookie } });
        expect(me.json()).toMatchObject({ id: admin.id });
      });
    }
  }

  it('still lets a same-origin call with the header through on the canonical path', async () => {
    const res = await send(port, 'POST', '/api/auth/dev-login', {
      'x-requested-with': 'XMLHttpRequest',
      origin,
    });
    expect(res.status, res.body).toBe(200);
  });
});
