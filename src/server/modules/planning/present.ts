/** The API shapes of the planning module (src/shared/api/planning.ts), made from stored rows. */
import type { SavedScenario } from '../../../shared/api/planning.js';
import type { whatIfScenarios } from '../../db/schema.js';

export function presentScenario(row: typeof whatIfScenarios.$inferSelect): SavedScenario {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    scenario: row.scenario,
    updatedAt: row.updatedAt.toISOString(),
  };
}
