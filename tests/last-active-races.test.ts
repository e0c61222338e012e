/**
 * Check-then-write races on the "last one" rules: two administrators deleting their own accounts at once
 * must leave one active administrator, and deactivating (or deleting) the last two active domains at once
 * must leave one active domain. Each case runs several rounds, since a race needs the requests to overlap.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allowedDomains, users } from '../src/server/db/schema.js';
import { createTestApp, requestAs } from './support/app.js';
import { createUser } from './support/factories.js';

const ROUNDS = 8;

describe('last active administrator and domain under concurrent requests', async () => {
  const t = await createTestApp();

  async function activeAdmins(): Promise<number> {
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    return rows.length;
  }

  it('two administrators deleting their accounts at once: exactly one succeeds', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // The only two active administrators.
      await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
      const a = await createUser(t.db, t.config, { role: 'admin' });
      const b = await createUser(t.db, t.config, { role: 'admin' });
      const answers = await Promise.all(
        [a, b].map((admin) => requestAs(t.app, admin.cookie)({ method: 'DELETE', url: '/api/me' })),
      );
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await activeAdmins()).toBe(1);
    }
  });

  async function onlyTwoActiveDomains() {
    const tag = Math.random().toString(36).slice(2, 8);
    const created = await t.db
      .insert(allowedDomains)
      .values([{ domain: `a${tag}.edu` }, { domain: `b${tag}.edu` }])
      .returning({ id: allowedDomains.id });
    const ids = created.map((d) => d.id);
    await t.db
      .update(allowedDomains)
      .set({ isActive: false })
      .where(and(ne(allowedDomains.id, ids[0]), ne(allowedDomains.id, ids[1])));
    return ids;
  }

  async function activeDomains(): Promise<number> {
    return (await t.db.select().from(allowedDomains).where(eq(allowedDomains.isActive, true))).length;
  }

  it('deactivating the last two active domains at once: one is refused', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const as = requestAs(t.app, admin.cookie);
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await onlyTwoActiveDomains();
      const answers = await Promise.all(
        ids.map((id) =>
          as({ method: 'PATCH', url: `/api/admin/domains/${id}/status`, payload: { isActive: 'false' } }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await activeDomains()).toBe(1);
    }
  });

  it('deleting one and deactivating the other of the last two at once: one is refused', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const as = requestAs(t.app, admin.cookie);
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await onlyTwoActiveDomains();
      const answers = await Promise.all([
        as({ method: 'DELETE', url: `/api/admin/domains/${first}` }),
        as({ method: 'PATCH', url: `/api/admin/domains/${second}/status`, payload: { isActive: 'false' } }),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await activeDomains()).toBe(1);
    }
  });
});
