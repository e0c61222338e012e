import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Changes whose rule reads other rows ("the last active administrator", "the last active domain") run one
 * at a time under a transaction-scoped advisory lock: the check and the write cannot interleave with
 * another request's. Numbers next to the migration lock (7295301).
 */
const LOCKS = {
  /** Role and active changes of users, and account deletion. */
  admins: 7295302,
  /** Activating, deactivating and deleting allowed domains. */
  domains: 7295303,
} as const;

export async function inLockedTransaction<T>(
  db: Db,
  lock: keyof typeof LOCKS,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS[lock]})`);
    return run(tx);
  });
}
