import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, courseWeights, whatIfScenarios } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import { Invalid, NotFound, TooLarge } from '../../domain/errors.js';
import type { SaveScenario, SavedScenario } from '../../../shared/api/planning.js';
import {
  MAX_SCENARIO_ADDED_ROWS,
  MAX_SCENARIO_EDITS,
  MAX_SCENARIOS_PER_COURSE,
  MAX_WEIGHTED_CATEGORIES,
} from '../../../shared/limits.js';
import { weightsProblem, type CategoryWeight, type Scenario } from '../../../shared/planning.js';
import { presentScenario } from './present.js';

/** The caller's course, or 404: another student's course id is not found, never forbidden. */
export async function ownCourse(db: Db, userId: string, courseId: string): Promise<{ id: string }> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), ownedBy(courses, userId)));
  if (!course) throw new NotFound('Course not found.');
  return course;
}

/** A course's saved scenarios, by name. */
export async function listScenarios(db: Db, userId: string, courseId: string): Promise<SavedScenario[]> {
  await ownCourse(db, userId, courseId);
  const rows = await db
    .select()
    .from(whatIfScenarios)
    .where(and(eq(whatIfScenarios.courseId, courseId), ownedBy(whatIfScenarios, userId)))
    .orderBy(asc(whatIfScenarios.name));
  return rows.map(presentScenario);
}

/** Every saved scenario of the caller, by course and name (the account export). */
export async function userScenarios(db: Db, userId: string): Promise<SavedScenario[]> {
  const rows = await db
    .select()
    .from(whatIfScenarios)
    .where(ownedBy(whatIfScenarios, userId))
    .orderBy(asc(whatIfScenarios.courseId), asc(whatIfScenarios.name));
  return rows.map(presentScenario);
}

/** 413 when a scenario is larger than the limits allow. */
function checkScenarioSize(scenario: Scenario): void {
  if (scenario.edits.length > MAX_SCENARIO_EDITS)
    throw new TooLarge(
      `A scenario can change at most ${MAX_SCENARIO_EDITS} rows; this one changes ${scenario.edits.length}.`,
    );
  if (scenario.added.length > MAX_SCENARIO_ADDED_ROWS)
    throw new TooLarge(
      `A scenario can add at most ${MAX_SCENARIO_ADDED_ROWS} assignments; this one adds ${scenario.added.length}.`,
    );
}

/** Keeps only what a saved scenario needs: one edit per row (the last), the fields given. */
function normalised(scenario: Scenario): Scenario {
  const byRow = new Map(scenario.edits.map((e) => [e.row, e]));
  return { edits: [...byRow.values()], added: scenario.added };
}

/**
 * Saves a scenario of the caller's course under its name; a scenario of that name is replaced. 413 when
 * it is too large or the course already has the most scenarios allowed.
 */
export async function saveScenario(
  db: Db,
  userId: string,
  courseId: string,
  input: SaveScenario,
): Promise<SavedScenario> {
  checkScenarioSize(input.scenario);
  await ownCourse(db, userId, courseId);
  return db.transaction(async (tx) => {
    // One save at a time per course, so two saves cannot both pass the count.
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
    const [existing] = await tx
      .select({ id: whatIfScenarios.id })
      .from(whatIfScenarios)
      .where(and(eq(whatIfScenarios.courseId, courseId), eq(whatIfScenarios.name, input.name)));
    if (!existing) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(whatIfScenarios)
        .where(eq(whatIfScenarios.courseId, courseId));
      if (n >= MAX_SCENARIOS_PER_COURSE)
        throw new TooLarge(
          `A course keeps at most ${MAX_SCENARIOS_PER_COURSE} scenarios. Delete one to save another.`,
        );
    }
    const scenario = normalised(input.scenario);
    const [row] = existing
      ? await tx
          .update(whatIfScenarios)
          .set({ scenario, updatedAt: new Date() })
          .where(eq(whatIfScenarios.id, existing.id))
          .returning()
      : await tx.insert(whatIfScenarios).values({ courseId, userId, name: input.name, scenario }).returning();
    return presentScenario(row);
  });
}

/** Deletes one of the caller's scenarios; 404 for anyone else's. */
export async function deleteScenario(db: Db, userId: string, scenarioId: string): Promise<void> {
  const deleted = await db
    .delete(whatIfScenarios)
    .where(and(eq(whatIfScenarios.id, scenarioId), ownedBy(whatIfScenarios, userId)))
    .returning({ id: whatIfScenarios.id });
  if (deleted.length === 0) throw new NotFound('Scenario not found.');
}

/** The weights of the caller's course, or null when its grade is points-based. */
export async function getWeights(db: Db, userId: string, courseId: string): Promise<CategoryWeight[] | null> {
  await ownCourse(db, userId, courseId);
  return (await weightsByCourse(db, userId, [courseId])).get(courseId) ?? null;
}

/** The weights of several of the caller's courses, by course (courses without weights are absent). */
export async function weightsByCourse(
  db: Db,
  userId: string,
  courseIds: ReadonlyArray<string>,
): Promise<Map<string, CategoryWeight[]>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseWeights.courseId, weights: courseWeights.weights })
    .from(courseWeights)
    .where(and(ownedBy(courseWeights, userId), inArray(courseWeights.courseId, [...courseIds])));
  return new Map(rows.map((r) => [r.courseId, r.weights]));
}

/** Sets the weights of the caller's course: 400 unless they add up to 100 (src/shared/planning.ts). */
export async function saveWeights(
  db: Db,
  userId: string,
  courseId: string,
  weights: CategoryWeight[],
): Promise<CategoryWeight[]> {
  if (weights.length > MAX_WEIGHTED_CATEGORIES)
    throw new TooLarge(`A course can weight at most ${MAX_WEIGHTED_CATEGORIES} categories.`);
  const problem = weightsProblem(weights);
  if (problem) throw new Invalid(problem);
  await ownCourse(db, userId, courseId);
  const clean = weights.map((w) => ({ category: w.category.trim(), weight: w.weight }));
  await db
    .insert(courseWeights)
    .values({ courseId, userId, weights: clean })
    .onConflictDoUpdate({ target: courseWeights.courseId, set: { weights: clean, updatedAt: new Date() } });
  return clean;
}

/** Back to the points-based grade. */
export async function clearWeights(db: Db, userId: string, courseId: string): Promise<void> {
  await ownCourse(db, userId, courseId);
  await db
    .delete(courseWeights)
    .where(and(eq(courseWeights.courseId, courseId), ownedBy(courseWeights, userId)));
}
