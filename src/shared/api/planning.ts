/**
 * Schemas of the planning routes: a course's saved what-if scenarios and its category weights. Sizes
 * beyond the limits of src/shared/limits.ts are answered 413 by the server (scenario size is a limit, not
 * a malformed request); negative points and weights that do not add up to 100 are 400.
 */
import { z } from 'zod';
import { MAX_SCENARIO_NAME_LENGTH } from '../limits.js';

const points = z.number().min(0, 'Points cannot be negative.');

export const rowEditSchema = z.object({
  /** The report row's key (src/shared/planning.ts, reportRowKey). */
  row: z.string().min(1).max(1000),
  pointsEarned: points.nullable().optional(),
  excused: z.boolean().optional(),
  removed: z.boolean().optional(),
});

export const addedRowSchema = z.object({
  key: z.string().min(1).max(40),
  assignmentName: z.string().trim().min(1, 'An added assignment needs a name.').max(200),
  category: z.string().trim().max(100).nullable(),
  maxPoints: points,
  pointsEarned: points.nullable(),
  isExtraCredit: z.boolean(),
});

export const scenarioSchema = z.object({
  edits: z.array(rowEditSchema),
  added: z.array(addedRowSchema),
});

/** POST /api/courses/{id}/scenarios: saves a scenario under a name (a scenario of that name is replaced). */
export const saveScenarioSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the scenario a name.')
    .max(MAX_SCENARIO_NAME_LENGTH, `A scenario name has at most ${MAX_SCENARIO_NAME_LENGTH} characters.`),
  scenario: scenarioSchema,
});
export type SaveScenario = z.infer<typeof saveScenarioSchema>;

export const savedScenarioSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  name: z.string(),
  scenario: scenarioSchema,
  /** ISO timestamp of the last save. */
  updatedAt: z.string(),
});
export type SavedScenario = z.infer<typeof savedScenarioSchema>;
export const savedScenariosSchema = z.array(savedScenarioSchema);

export const categoryWeightSchema = z.object({
  category: z.string().trim().min(1, 'Every weight needs a category name.').max(100),
  weight: z.number().min(0, 'A weight cannot be negative.').max(100, 'A weight is at most 100.'),
});

/** PUT /api/courses/{id}/weights: the weights, which must add up to 100. */
export const saveWeightsSchema = z.object({ weights: z.array(categoryWeightSchema) });
export type SaveWeights = z.infer<typeof saveWeightsSchema>;

/** GET /api/courses/{id}/weights: the course's weights, or null when its grade is points-based. */
export const courseWeightsSchema = z.object({ weights: z.array(categoryWeightSchema).nullable() });
export type CourseWeights = z.infer<typeof courseWeightsSchema>;
