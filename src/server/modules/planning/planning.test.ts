import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser, type TestUser } from '../../../../tests/support/factories.js';
import { seedCourse, seedReport, seedScenario } from '../../../../tests/support/student-data.js';
import type { Db } from '../../db/client.js';
import { assignments, courses, courseWeights, reports, whatIfScenarios } from '../../db/schema.js';
import type { CourseWeights, SavedScenario } from '../../../shared/api/planning.js';
import type { AccountExport, Assignment, FilteredCoursesResponse } from '../../../shared/api/student.js';
import {
  MAX_SCENARIO_ADDED_ROWS,
  MAX_SCENARIO_EDITS,
  MAX_SCENARIOS_PER_COURSE,
} from '../../../shared/limits.js';
import { planRows, reportRowKey, rowKeyName, whatIf, type Scenario } from '../../../shared/planning.js';

const TEST_ROW = reportRowKey('Chapter 1 Test', '2024-09-12', 1);

/** A course of `owner`: the seeded test (47.5 / 50, Test) plus Homework 8 / 10 and a missing lab of 20. */
async function courseOf(db: Db, owner: TestUser) {
  const report = await seedReport(db, owner.id);
  const course = await seedCourse(db, report);
  await db.insert(assignments).values([
    {
      courseId: course.id,
      userId: owner.id,
      position: 1,
      assignmentName: 'HW 1',
      category: 'Homework',
      pointsEarned: 8,
      maxPoints: 10,
      percentage: 80,
    },
    {
      courseId: course.id,
      userId: owner.id,
      position: 2,
      assignmentName: 'Lab 1',
      category: 'Labs',
      status: 'missing',
      pointsEarned: null,
      maxPoints: 20,
      percentage: null,
    },
  ]);
  return { report, course };
}

const scenario: Scenario = {
  edits: [{ row: TEST_ROW, pointsEarned: 50 }],
  added: [
    {
      key: 'added-1',
      assignmentName: 'Final',
      category: 'Test',
      maxPoints: 100,
      pointsEarned: 90,
      isExtraCredit: false,
    },
  ],
};

/** Everything a report stored about a course: the planning routes must never change any of it. */
async function storedReportData(db: Db, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  const rows = await db.select().from(assignments).where(eq(assignments.courseId, courseId));
  const [report] = await db.select().from(reports).where(eq(reports.id, course.reportId));
  return { course, rows: rows.sort((a, b) => a.position - b.position), transcript: report.transcript };
}

describe('planning: saved scenarios and category weights', async () => {
  const t = await createTestApp();

  it('saves, lists, replaces by name and deletes a scenario, privately', async () => {
    const owner = await createUser(t.db, t.config);
    const stranger = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const other = requestAs(t.app, stranger.cookie);
    const { course } = await courseOf(t.db, owner);
    const url = `/api/courses/${course.id}/scenarios`;

    const saved = await as({ method: 'POST', url, payload: { name: '  Ace the final ', scenario } });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = saved.json() as SavedScenario;
    expect(first).toMatchObject({ courseId: course.id, name: 'Ace the final', scenario });

    // the same name replaces; another name adds
    const changed: Scenario = { edits: [{ row: TEST_ROW, excused: true }], added: [] };
    const replaced = await as({ method: 'POST', url, payload: { name: 'Ace the final', scenario: changed } });
    expect((replaced.json() as SavedScenario).id).toBe(first.id);
    await as({ method: 'POST', url, payload: { name: 'Bad week', scenario: EMPTY } });
    const list = (await as({ url })).json() as SavedScenario[];
    expect(list.map((s) => [s.name, s.scenario])).toEqual([
      ['Ace the final', changed],
      ['Bad week', EMPTY],
    ]);

    // another student: the course and the scenario are not found, and the owner's list is unchanged
    expect((await other({ url })).statusCode).toBe(404);
    expect((await other({ method: 'POST', url, payload: { name: 'Mine', scenario } })).statusCode).toBe(404);
    expect((await other({ method: 'DELETE', url: `/api/scenarios/${first.id}` })).statusCode).toBe(404);
    expect(((await as({ url })).json() as SavedScenario[]).length).toBe(2);

    expect((await as({ method: 'DELETE', url: `/api/scenarios/${first.id}` })).json()).toEqual({ ok: true });
    expect((await as({ method: 'DELETE', url: `/api/scenarios/${first.id}` })).statusCode).toBe(404);
    expect(((await as({ url })).json() as SavedScenario[]).map((s) => s.name)).toEqual(['Bad week']);
  });

  it('refuses negative points and nameless scenarios with 400', async () => {
    const owner = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const { course } = await courseOf(t.db, owner);
    const url = `/api/courses/${course.id}/scenarios`;
    const negativeScore = { edits: [{ row: TEST_ROW, pointsEarned: -1 }], added: [] };
    const negativeMax = { edits: [], added: [{ ...scenario.added[0], maxPoints: -5 }] };
    for (const bad of [negativeScore, negativeMax]) {
      const res = await as({ method: 'POST', url, payload: { name: 'Bad', scenario: bad } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain('Points cannot be negative.');
    }
    const nameless = await as({ method: 'POST', url, payload: { name: '   ', scenario } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error).toContain('Give the scenario a name.');
    expect(await t.db.select().from(whatIfScenarios).where(eq(whatIfScenarios.courseId, course.id))).toEqual(
      [],
    );
  });

  it('answers 413 beyond the size limits, with a clear message', async () => {
    const owner = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const { course } = await courseOf(t.db, owner);
    const url = `/api/courses/${course.id}/scenarios`;

    const edits = Array.from({ length: MAX_SCENARIO_EDITS + 1 }, (_, i) => ({
      row: reportRowKey(`Row ${i}`, null, 1),
      pointsEarned: 1,
    }));
    const tooManyEdits = await as({
      method: 'POST',
      url,
      payload: { name: 'Big', scenario: { edits, added: [] } },
    });
    expect(tooManyEdits.statusCode).toBe(413);
    expect(tooManyEdits.json().error).toBe(
      `A scenario can change at most ${MAX_SCENARIO_EDITS} rows; this one changes ${MAX_SCENARIO_EDITS + 1}.`,
    );

    const added = Array.from({ length: MAX_SCENARIO_ADDED_ROWS + 1 }, (_, i) => ({
      ...scenario.added[0],
      key: `a${i}`,
    }));
    const tooManyAdded = await as({
      method: 'POST',
      url,
      payload: { name: 'Big', scenario: { edits: [], added } },
    });
    expect(tooManyAdded.statusCode).toBe(413);
    expect(tooManyAdded.json().error).toContain(`at most ${MAX_SCENARIO_ADDED_ROWS} assignments`);

    // exactly at the limits is fine
    const atLimit = await as({
      method: 'POST',
      url,
      payload: { name: 'At limit', scenario: { edits: edits.slice(1), added: added.slice(1) } },
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);

    const huge = await as({
      method: 'POST',
      url,
      payload: { name: 'Huge', scenario: { edits: [{ row: 'x'.repeat(300_000) }], added: [] } },
    });
    expect(huge.statusCode).toBe(413);

    for (let i = 1; i < MAX_SCENARIOS_PER_COURSE; i++) {
      const res = await as({ method: 'POST', url, payload: { name: `S${i}`, scenario: EMPTY } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const oneTooMany = await as({ method: 'POST', url, payload: { name: 'One more', scenario: EMPTY } });
    expect(oneTooMany.statusCode).toBe(413);
    expect(oneTooMany.json().error).toBe(
      `A course keeps at most ${MAX_SCENARIOS_PER_COURSE} scenarios. Delete one to save another.`,
    );
    // replacing an existing one is still possible at the limit
    expect((await as({ method: 'POST', url, payload: { name: 'S1', scenario } })).statusCode).toBe(200);
  });

  it('weights: 400 unless they add up to 100; saved ones weight the course grade everywhere', async () => {
    const owner = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const { course } = await courseOf(t.db, owner);
    const url = `/api/courses/${course.id}/weights`;
    const grade = async () =>
      ((await as({ url: '/api/courses/filtered' })).json() as FilteredCoursesResponse).courses.find(
        (c) => c.id === course.id,
      )!;

    expect((await as({ url })).json()).toEqual({ weights: null });
    // the report's own grade: the seeded course prints 95 %
    expect(await grade()).toMatchObject({ currentGrade: 95, weighted: false });

    const short = await as({
      method: 'PUT',
      url,
      payload: {
        weights: [
          { category: 'Test', weight: 60 },
          { category: 'Homework', weight: 35 },
        ],
      },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Weights must add up to 100% (these add up to 95.00%).');
    const negative = await as({
      method: 'PUT',
      url,
      payload: {
        weights: [
          { category: 'Test', weight: 110 },
          { category: 'Homework', weight: -10 },
        ],
      },
    });
    expect(negative.statusCode).toBe(400);

    // Test 47.5 / 50 = 95 %, Homework 8 / 10 = 80 %, Labs 0 / 20 (missing) = 0 %:
    // 50 × 95 + 30 × 80 + 20 × 0 = 71.50 %
    const weights = [
      { category: 'Test', weight: 50 },
      { category: 'Homework', weight: 30 },
      { category: 'Labs', weight: 20 },
    ];
    const saved = await as({ method: 'PUT', url, payload: { weights } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as({ url })).json() as CourseWeights).toEqual({ weights });
    expect(await grade()).toMatchObject({ currentGrade: 71.5, weighted: true });

    // Labs without a graded row is left out and the rest scaled: (50 × 95 + 30 × 80) / 80 = 89.38 %
    await t.db.delete(assignments).where(eq(assignments.assignmentName, 'Lab 1'));
    expect(await grade()).toMatchObject({ currentGrade: 89.38, weighted: true });

    expect((await as({ method: 'DELETE', url })).json()).toEqual({ ok: true });
    expect(await grade()).toMatchObject({ currentGrade: 95, weighted: false });

    const stranger = requestAs(t.app, (await createUser(t.db, t.config)).cookie);
    expect((await stranger({ url })).statusCode).toBe(404);
    expect((await stranger({ method: 'PUT', url, payload: { weights } })).statusCode).toBe(404);
    expect((await stranger({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it("nothing the student plans changes the report's own stored data", async () => {
    const owner = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const { course } = await courseOf(t.db, owner);
    const before = await storedReportData(t.db, course.id);
    const assignmentsBefore = (await as({ url: `/api/assignments/course/${course.id}` })).json();

    const saved = await as({
      method: 'POST',
      url: `/api/courses/${course.id}/scenarios`,
      payload: { name: 'What if', scenario },
    });
    await as({
      method: 'PUT',
      url: `/api/courses/${course.id}/weights`,
      payload: { weights: [{ category: 'Test', weight: 100 }] },
    });
    await as({ method: 'DELETE', url: `/api/scenarios/${(saved.json() as SavedScenario).id}` });

    expect(await storedReportData(t.db, course.id)).toEqual(before);
    expect((await as({ url: `/api/assignments/course/${course.id}` })).json()).toEqual(assignmentsBefore);
  });

  it('scenarios and weights go with their course: clearing courses and deleting the report', async () => {
    const owner = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const first = await courseOf(t.db, owner);
    await t.db.update(courses).set({ courseName: 'Biology' }).where(eq(courses.id, first.course.id));
    const second = await courseOf(t.db, owner);
    for (const { course } of [first, second]) {
      await seedScenario(t.db, course);
      await t.db.insert(courseWeights).values({
        courseId: course.id,
        userId: owner.id,
        weights: [{ category: 'Test', weight: 100 }],
      });
    }
    const left = async (courseId: string) => ({
      scenarios: (await t.db.select().from(whatIfScenarios).where(eq(whatIfScenarios.courseId, courseId)))
        .length,
      weights: (await t.db.select().from(courseWeights).where(eq(courseWeights.courseId, courseId))).length,
    });

    expect((await as({ method: 'DELETE', url: `/api/reports/${first.report.id}` })).statusCode).toBe(200);
    expect(await left(first.course.id)).toEqual({ scenarios: 0, weights: 0 });
    expect(await left(second.course.id)).toEqual({ scenarios: 1, weights: 1 });

    expect((await as({ method: 'DELETE', url: '/api/courses/clear' })).statusCode).toBe(200);
    expect(await left(second.course.id)).toEqual({ scenarios: 0, weights: 0 });
  });

  it("a saved scenario finds its rows again after a newer report replaced the course's rows", async () => {
    const owner = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const { course } = await courseOf(t.db, owner);
    const saved = await as({
      method: 'POST',
      url: `/api/courses/${course.id}/scenarios`,
      payload: {
        name: 'Keep',
        scenario: {
          edits: [
            { row: TEST_ROW, pointsEarned: 50 },
            { row: reportRowKey('HW 1', null, 1), pointsEarned: 10 },
          ],
          added: [],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    // what an upload of a newer report does: the course stays, its rows are replaced (new ids); HW 1 is
    // renamed in the newer report
    await t.db.delete(assignments).where(eq(assignments.courseId, course.id));
    await t.db.insert(assignments).values([
      {
        courseId: course.id,
        userId: owner.id,
        assignmentName: 'Chapter 1 Test',
        category: 'Test',
        pointsEarned: 47.5,
        maxPoints: 50,
        dateDue: '2024-09-12',
      },
      {
        courseId: course.id,
        userId: owner.id,
        position: 1,
        assignmentName: 'Homework 1',
        pointsEarned: 8,
        maxPoints: 10,
      },
    ]);
    const [kept] = (await as({ url: `/api/courses/${course.id}/scenarios` })).json() as SavedScenario[];
    const rows = planRows((await as({ url: `/api/assignments/course/${course.id}` })).json() as Assignment[]);
    const applied = whatIf(rows, kept.scenario);
    // the test is found and edited: (50 + 8) / 60 = 96.67 %; the renamed homework is named as not applied
    expect(applied.after.percentage).toBe(96.67);
    expect(applied.unmatched.map((e) => rowKeyName(e.row))).toEqual(['HW 1']);
  });

  it("the account export carries the caller's weights and scenarios", async () => {
    const owner = await createUser(t.db, t.config);
    const as = requestAs(t.app, owner.cookie);
    const { course } = await courseOf(t.db, owner);
    const saved = await seedScenario(t.db, course, 'Exported');
    await t.db
      .insert(courseWeights)
      .values({ courseId: course.id, userId: owner.id, weights: [{ category: 'Test', weight: 100 }] });
    const exported = (await as({ url: '/api/me/export' })).json() as AccountExport;
    // Test alone: 47.5 / 50 = 95 %
    expect(exported.courses[0]).toMatchObject({
      currentGrade: 95,
      weighted: true,
      weights: [{ category: 'Test', weight: 100 }],
      scenarios: [{ id: saved.id, name: 'Exported', scenario: saved.scenario }],
    });
  });
});

const EMPTY: Scenario = { edits: [], added: [] };
