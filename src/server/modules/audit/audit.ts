import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { AuditOutcome } from '../../../shared/enums.js';

export interface AuditEntry {
  action: string;
  outcome: AuditOutcome;
  /** Who acted; a refused sign-in may know only the e-mail address. */
  actor?: { id: string | null; email: string | null } | null;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  detail?: string;
}

/** Where a request came from, as audited (a Fastify request is one). */
export interface AuditSource {
  ip: string;
}

/** Records who did what to whom, and how it ended. Never pass tokens, cookies or file contents. */
export async function recordAudit(db: Db, request: AuditSource | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    outcome: entry.outcome,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    detail: entry.detail ?? null,
    ip: request?.ip ?? null,
  });
}
