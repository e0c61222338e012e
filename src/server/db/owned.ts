/**
 * A user sees and changes only their own data. Every row of the tables below belongs to one user
 * (`user_id`); a query of them states whose rows it reads with `ownedBy`, the one place that writes the
 * condition. The linter refuses a hand-written `eq(table.userId, …)` in the modules (eslint.config.js),
 * and the access matrix (tests/access-matrix.test.ts) proves that no route reaches another user's rows.
 */
import { eq, type SQL } from 'drizzle-orm';
import type {
  assignments,
  courseChanges,
  courseWeights,
  courses,
  grades,
  reports,
  sessions,
  uploadLogs,
  whatIfScenarios,
} from './schema.js';

/** A table whose rows each belong to one user (or an alias of one). */
export type OwnedTable =
  | typeof reports
  | typeof grades
  | typeof courses
  | typeof assignments
  | typeof courseWeights
  | typeof whatIfScenarios
  | typeof uploadLogs
  | typeof courseChanges
  | typeof sessions;

/** Whose rows: a user's id, or the signed-in user. */
export type Owner = string | { id: string };

/** The condition "this row of `table` is the owner's". */
export function ownedBy(table: OwnedTable, owner: Owner): SQL {
  return eq(table.userId, typeof owner === 'string' ? owner : owner.id);
}
