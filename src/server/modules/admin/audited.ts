import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { DomainError } from '../../domain/errors.js';
import { recordAudit } from '../audit/index.js';

export interface Change<T> {
  result: T;
  before?: unknown;
  after?: unknown;
}

/**
 * Runs an admin mutation and writes its audit entry: actor, target, before and after on success; the
 * refusal's message on a refused request (then the error goes on to the client).
 */
export async function audited<T>(
  ctx: AppContext,
  request: FastifyRequest,
  target: { action: string; targetType: string; targetId: string },
  run: () => Promise<Change<T>>,
): Promise<T> {
  const user = currentUser(request);
  const actor = { id: user.id, email: user.email };
  try {
    const change = await run();
    await recordAudit(ctx.db, request, {
      ...target,
      actor,
      outcome: 'success',
      before: change.before ?? null,
      after: change.after ?? null,
    });
    return change.result;
  } catch (err) {
    if (err instanceof DomainError) {
      await recordAudit(ctx.db, request, { ...target, actor, outcome: 'failure', detail: err.message });
    }
    throw err;
  }
}
