/**
 * The access matrix: every route the server registers, called by nobody, a user, an inactive user and an
 * administrator, must answer what its declared access promises. It walks `app.registeredRoutes`, so a route
 * added anywhere is covered the moment it exists.
 *
 * A user route whose path carries a parameter (`/api/reports/:id`) must also answer 404 to a user asking
 * for someone else's record. Such a route needs an entry in `ownedResources` below that creates the record
 * for its owner; without one this test fails, naming the route.
 */
import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Access, RegisteredRoute } from '../src/server/http/access.js';
import type { Db } from '../src/server/db/client.js';
import { createTestApp, requestAs } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { seedCourse, seedGrade, seedReport, seedScenario } from './support/student-data.js';
import { startUploadLog } from '../src/server/modules/uploads/log.js';

type Identity = 'anonymous' | 'user' | 'inactive user' | 'admin';
/** 'gate opens' = anything but 401/403: a 400, 404 or 415 to a minimal request still proves access. */
type Expectation = 'gate opens' | 401 | 403;

const IDENTITIES: Identity[] = ['anonymous', 'user', 'inactive user', 'admin'];

const PROMISES: Record<Access, Record<Identity, Expectation>> = {
  public: { anonymous: 'gate opens', user: 'gate opens', 'inactive user': 'gate opens', admin: 'gate opens' },
  user: { anonymous: 401, user: 'gate opens', 'inactive user': 401, admin: 'gate opens' },
  admin: { anonymous: 401, user: 403, 'inactive user': 401, admin: 'gate opens' },
};

/** Creates the record a user route's parameters name, owned by `owner`; returns the parameter values. */
type SeedOwned = (db: Db, owner: TestUser) => Promise<Record<string, string>>;

const reportOf: SeedOwned = async (db, owner) => ({ id: (await seedReport(db, owner.id)).id });
const courseOf: SeedOwned = async (db, owner) => ({
  id: (await seedCourse(db, await seedReport(db, owner.id))).id,
});

/** Every user route with a path parameter, keyed by its path pattern (all methods share the entry). */
const ownedResources: Record<string, SeedOwned> = {
  '/api/reports/:id': reportOf,
  '/api/reports/:id/file': reportOf,
  '/api/reports/:id/grades.csv': reportOf,
  '/api/grades/:id': async (db, owner) => {
    const report = await seedReport(db, owner.id);
    return { id: (await seedGrade(db, report)).id };
  },
  '/api/upload/progress/:uploadId': async (db, owner) => {
    const uploadId = crypto.randomUUID();
    await startUploadLog(db, { userId: owner.id, fileName: 'scan.pdf', progressId: uploadId });
    return { uploadId };
  },
  '/api/assignments/course/:id': courseOf,
  '/api/courses/:id/scenarios': courseOf,
  '/api/courses/:id/weights': courseOf,
  '/api/scenarios/:id': async (db, owner) => {
    const course = await seedCourse(db, await seedReport(db, owner.id));
    return { id: (await seedScenario(db, course)).id };
  },
  '/api/reports/:id/changes': reportOf,
  '/api/courses/:id/history': async (db, owner) => {
    const report = await seedReport(db, owner.id);
    return { id: (await seedCourse(db, report)).id };
  },
};

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

function fillPath(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? crypto.randomUUID());
}

/** The least a client could send: JSON `{}` on writes, nothing on reads. */
function minimalRequest(route: RegisteredRoute, path: string): InjectOptions {
  const method = route.method as InjectOptions['method'];
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return hasBody ? { method, url: path, payload: {} } : { method, url: path };
}

function label(route: RegisteredRoute): string {
  return `${route.method} ${route.url}`;
}

describe('access matrix', async () => {
  const t = await createTestApp();
  const routes = [...t.app.registeredRoutes].sort((a, b) => label(a).localeCompare(label(b)));
  const observed = new Map<string, Partial<Record<Identity | 'other user', number>>>();

  /** A fresh identity for every call, so sign-out, account deletion or clearing data never leak between cases. */
  async function cookieFor(identity: Identity): Promise<string | null> {
    if (identity === 'anonymous') return null;
    const user = await createUser(t.db, t.config, {
      role: identity === 'admin' ? 'admin' : 'user',
      isActive: identity !== 'inactive user',
    });
    return user.cookie;
  }

  function record(route: RegisteredRoute, who: Identity | 'other user', status: number) {
    const row = observed.get(label(route)) ?? {};
    row[who] = status;
    observed.set(label(route), row);
  }

  afterAll(() => {
    const header = ['route', 'access', ...IDENTITIES, 'other user'];
    const lines = routes.map((r) => {
      const row = observed.get(label(r)) ?? {};
      return [label(r), r.access, ...[...IDENTITIES, 'other user' as const].map((i) => row[i] ?? '-')].join(
        ' | ',
      );
    });
    console.info(`\n${header.join(' | ')}\n${lines.join('\n')}\n`);
  });

  it('finds the routes to walk', () => {
    const labels = routes.map(label);
    for (const known of [
      'GET /api/auth/me',
      'POST /api/auth/google',
      'POST /api/auth/logout',
      'GET /healthz',
    ]) {
      expect(labels).toContain(known);
    }
  });

  for (const route of routes) {
    for (const identity of IDENTITIES) {
      const expectation = PROMISES[route.access][identity];
      it(`${label(route)} [${route.access}] as ${identity}: ${expectation}`, async () => {
        const res = await requestAs(
          t.app,
          await cookieFor(identity),
        )(minimalRequest(route, fillPath(route.url)));
        record(route, identity, res.statusCode);
        // A minimal request may be refused, never crash the route.
        expect(res.statusCode, res.body).not.toBe(500);
        if (expectation === 'gate opens') {
          expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, res.body).toBe(expectation);
        }
      });
    }

    if (route.access === 'user' && paramNames(route.url).length > 0) {
      it(`${label(route)}: another user's record is 404, the owner's is not`, async () => {
        const seed = ownedResources[route.url];
        expect(
          seed,
          `${label(route)} takes a record id: add an entry for '${route.url}' to ownedResources in ` +
            `tests/access-matrix.test.ts that creates that record for its owner.`,
        ).toBeDefined();
        const owner = await createUser(t.db, t.config);
        const stranger = await createUser(t.db, t.config);
        const params = await seed(t.db, owner);
        const path = fillPath(route.url, params);

        const foreign = await requestAs(t.app, stranger.cookie)(minimalRequest(route, path));
        record(route, 'other user', foreign.statusCode);
        expect(foreign.statusCode, foreign.body).toBe(404);

        const own = await requestAs(t.app, owner.cookie)(minimalRequest(route, path));
        expect([401, 403, 404], `${own.statusCode} ${own.body}`).not.toContain(own.statusCode);
        expect(own.statusCode, own.body).toBeLessThan(500);
      });
    }
  }
});
