import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { allowedDomains, users } from '../../db/schema.js';
import type { Config } from '../../config.js';
import { Conflict, Forbidden } from '../../domain/errors.js';

/** An inactive account tried to sign in. */
export class AccountDeactivatedError extends Forbidden {
  constructor(readonly userId: string) {
    super('Your account has been deactivated');
  }
}

/** The address already belongs to an account with another issuer or subject: it is never taken over. */
export class EmailTakenError extends Conflict {
  constructor() {
    super('This e-mail address is linked to another account. Ask an administrator for help.');
  }
}

function isEmailConflict(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' && pgError.constraint === 'users_email_unique';
}

export interface Identity {
  /** Who vouches for the person: the identity provider's issuer ('dev' for development sign-in). */
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
}

export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

/** The configured domain is always the first allowed domain; admins may add more or switch it off. */
export async function ensureConfiguredDomain(db: Db, config: Config): Promise<void> {
  await db.insert(allowedDomains).values({ domain: config.ALLOWED_DOMAIN }).onConflictDoNothing();
}

/** True when the address ends in '@' followed exactly by an active allowed domain. */
export async function isEmailAllowed(db: Db, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  if (!domain || !email.toLowerCase().endsWith(`@${domain}`)) return false;
  const [row] = await db
    .select({ id: allowedDomains.id })
    .from(allowedDomains)
    .where(and(eq(allowedDomains.domain, domain), eq(allowedDomains.isActive, true)));
  return Boolean(row);
}

/**
 * Finds the user by the identity provider's issuer and subject (created on first sign-in), refreshes name and
 * last sign-in, and refuses an inactive account. Addresses in ADMIN_EMAILS become administrators.
 */
export async function signInUser(db: Db, config: Config, identity: Identity, opts: { admin?: boolean } = {}) {
  const email = identity.email.toLowerCase();
  const makeAdmin = opts.admin === true || config.ADMIN_EMAILS.includes(email);
  const rows = await db
    .insert(users)
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      email,
      name: identity.name,
      role: makeAdmin ? 'admin' : 'user',
      lastLoginAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email,
        name: sql`coalesce(excluded.name, ${users.name})`,
        lastLoginAt: sql`case when ${users.isActive} then now() else ${users.lastLoginAt} end`,
        ...(makeAdmin ? { role: 'admin' as const } : {}),
      },
    })
    .returning()
    .catch((error: unknown) => {
      throw isEmailConflict(error) ? new EmailTakenError() : error;
    });
  const user = rows[0];
  if (!user.isActive) throw new AccountDeactivatedError(user.id);
  return user;
}
