import type { Db } from '../../db/client.js';
import { DomainError } from '../../domain/errors.js';
import { recordAudit, type AuditSource } from '../audit/index.js';

export interface Change<T> {
  result: T;
  before?: unknown;
  after?: unknown;
}

/** The administrator acting. */
export interface Actor {
  id: string;
  email: string;
}

/**
 * Runs an admin mutation and writes its audit entry: actor, target, before and after on success; the
 * refusal's message on a refused request (then the error goes on to the caller).
 */
export async function audited<T>(
  db: Db,
  source: AuditSource,
  actor: Actor,
  target: { action: string; targetType: string; targetId: string },
  run: () => Promise<Change<T>>,
): Promise<T> {
  const who = { id: actor.id, email: actor.email };
  try {
    const change = await run();
    await recordAudit(db, source, {
      ...target,
      actor: who,
      outcome: 'success',
      before: change.before ?? null,
      after: change.after ?? null,
    });
    return change.result;
  } catch (err) {
    if (err instanceof DomainError) {
      await recordAudit(db, source, { ...target, actor: who, outcome: 'failure', detail: err.message });
    }
    throw err;
  }
}
