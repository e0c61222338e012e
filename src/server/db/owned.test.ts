import crypto from 'node:crypto';
import { aliasedTable, and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db.js';
import { seedCourse, seedGrade, seedReport, seedScenario } from '../../../tests/support/student-data.js';
import { ownedBy } from './owned.js';
import { assignments, courses, grades, reports, users, whatIfScenarios } from './schema.js';

describe('ownedBy', async () => {
  const { db } = await createTestDatabase();

  async function userWithData() {
    const tag = crypto.randomBytes(4).toString('hex');
    const [user] = await db
      .insert(users)
      .values({ issuer: 'test', subject: `owned-${tag}`, email: `owned-${tag}@example.edu`, name: tag })
      .returning();
    const report = await seedReport(db, user.id);
    await seedGrade(db, report);
    const course = await seedCourse(db, report);
    await seedScenario(db, course);
    return { user, report, course };
  }

  const alice = await userWithData();
  const bob = await userWithData();

  it("scopes every owned table to the owner's rows", async () => {
    for (const table of [reports, grades, courses, assignments, whatIfScenarios]) {
      const rows = await db.select({ userId: table.userId }).from(table).where(ownedBy(table, alice.user.id));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.userId === alice.user.id)).toBe(true);
    }
  });

  it('takes a user id or a user', async () => {
    const byId = await db.select({ id: reports.id }).from(reports).where(ownedBy(reports, bob.user.id));
    const byUser = await db.select({ id: reports.id }).from(reports).where(ownedBy(reports, bob.user));
    expect(byId).toEqual([{ id: bob.report.id }]);
    expect(byUser).toEqual(byId);
  });

  it("finds nothing of another user's record", async () => {
    const rows = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, alice.course.id), ownedBy(courses, bob.user.id)));
    expect(rows).toEqual([]);
  });

  it('scopes an aliased table in a raw query', async () => {
    const r = aliasedTable(reports, 'r');
    const result = await db.execute<{ id: string }>(
      sql`select r.id from ${reports} r where ${ownedBy(r, alice.user.id)}`,
    );
    expect(result.rows).toEqual([{ id: alice.report.id }]);
  });
});
