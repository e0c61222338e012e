import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inLockedTransaction, type Tx } from '../../db/locks.js';
import type { Config } from '../../config.js';
import { allowedDomains } from '../../db/schema.js';
import { Conflict, Invalid, NotFound } from '../../domain/errors.js';
import { normaliseDomain } from '../../../shared/domains.js';
import type { ActiveFlag, AllowedDomain } from '../../../shared/api/admin.js';
import type { Change } from './audited.js';
import { presentDomain } from './present.js';

type Row = typeof allowedDomains.$inferSelect;

export async function listDomains(db: Db): Promise<AllowedDomain[]> {
  const rows = await db
    .select()
    .from(allowedDomains)
    .orderBy(asc(allowedDomains.addedAt), asc(allowedDomains.domain));
  return rows.map(presentDomain);
}

async function findDomain(tx: Tx, domainId: string): Promise<Row> {
  const [row] = await tx.select().from(allowedDomains).where(eq(allowedDomains.id, domainId));
  if (!row) throw new NotFound('Domain not found.');
  return row;
}

async function otherActiveDomains(tx: Tx, domainId: string): Promise<number> {
  const rows = await tx
    .select({ id: allowedDomains.id })
    .from(allowedDomains)
    .where(and(eq(allowedDomains.isActive, true), ne(allowedDomains.id, domainId)));
  return rows.length;
}

const LAST_ACTIVE =
  'At least one domain must stay active, otherwise nobody could sign in. Add or activate another domain first.';

export async function addDomain(db: Db, actorId: string, input: string): Promise<Change<AllowedDomain>> {
  if (!input.trim()) throw new Invalid('Please enter a domain name.');
  const domain = normaliseDomain(input);
  if (!domain) {
    throw new Invalid(`"${input.trim()}" is not a valid domain name. Enter a domain such as school.edu.`);
  }
  const [row] = await db
    .insert(allowedDomains)
    .values({ domain, addedBy: actorId })
    .onConflictDoNothing({ target: allowedDomains.domain })
    .returning();
  if (!row) throw new Conflict(`The domain ${domain} is already on the list.`);
  return { result: presentDomain(row), before: null, after: { domain, isActive: 'true' } };
}

/** Status changes and deletions run under the domains lock: two of them cannot both pass the last-active check. */
export async function setDomainStatus(
  db: Db,
  domainId: string,
  isActive: ActiveFlag,
): Promise<Change<AllowedDomain>> {
  return inLockedTransaction(db, 'domains', async (tx) => {
    const existing = await findDomain(tx, domainId);
    if (isActive === 'false' && existing.isActive && (await otherActiveDomains(tx, domainId)) === 0) {
      throw new Conflict(LAST_ACTIVE);
    }
    const [row] = await tx
      .update(allowedDomains)
      .set({ isActive: isActive === 'true' })
      .where(eq(allowedDomains.id, domainId))
      .returning();
    return {
      result: presentDomain(row),
      before: { domain: existing.domain, isActive: existing.isActive ? 'true' : 'false' },
      after: { domain: row.domain, isActive },
    };
  });
}

export async function deleteDomain(db: Db, config: Config, domainId: string): Promise<Change<{ ok: true }>> {
  return inLockedTransaction(db, 'domains', async (tx) => {
    const existing = await findDomain(tx, domainId);
    if (existing.domain === config.ALLOWED_DOMAIN) {
      throw new Conflict(
        `${existing.domain} is the server's configured domain and cannot be deleted. Deactivate it instead.`,
      );
    }
    if (existing.isActive && (await otherActiveDomains(tx, domainId)) === 0) throw new Conflict(LAST_ACTIVE);
    await tx.delete(allowedDomains).where(eq(allowedDomains.id, domainId));
    return {
      result: { ok: true as const },
      before: { domain: existing.domain, isActive: existing.isActive ? 'true' : 'false' },
      after: null,
    };
  });
}
