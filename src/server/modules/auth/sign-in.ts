import type { Config } from '../../config.js';
import type { Role, SignInRefusal } from '../../../shared/api/auth.js';
import type { Db } from '../../db/client.js';
import { DomainError, type DomainErrorKind } from '../../domain/errors.js';
import { recordAudit, type AuditSource } from '../audit/index.js';
import { createSession, deleteSession, deleteUserSessions } from './sessions.js';
import { AccountDeactivatedError, EmailTakenError, type Identity, signInUser } from './users.js';

export function wrongDomainMessage(config: Pick<Config, 'ALLOWED_DOMAIN'>): string {
  return `Use your @${config.ALLOWED_DOMAIN} account`;
}

const REFUSAL_KIND = {
  invalid: 'unauthenticated',
  domain: 'forbidden',
  deactivated: 'forbidden',
  'email-taken': 'conflict',
  unavailable: 'unavailable',
} as const satisfies Record<SignInRefusal, DomainErrorKind>;

/** A refused sign-in: why (`refusal`) and its message for the user, and the reason for the audit log. */
export class SignInRefusedError extends DomainError {
  constructor(
    readonly refusal: SignInRefusal,
    message: string,
    readonly reason: string,
    readonly actor: { id: string | null; email: string | null } | null = null,
  ) {
    super(REFUSAL_KIND[refusal], message);
  }
}

/**
 * Signs in an identity a provider has vouched for and the domain rule has let through: the account found by
 * issuer and subject (created on first sign-in). A deactivated account (whose remaining sessions end here)
 * and an address linked to another account are refused with what to tell the user.
 */
export async function signInVouchedIdentity(db: Db, config: Config, identity: Identity) {
  try {
    return await signInUser(db, config, identity);
  } catch (error) {
    if (error instanceof AccountDeactivatedError) {
      await deleteUserSessions(db, error.userId);
      throw new SignInRefusedError('deactivated', error.message, 'account deactivated', {
        id: error.userId,
        email: identity.email,
      });
    }
    if (error instanceof EmailTakenError) {
      throw new SignInRefusedError('email-taken', error.message, 'e-mail linked to another subject', {
        id: null,
        email: identity.email,
      });
    }
    throw error;
  }
}

/** What a sign-in needs of its request: where it came from (audited) and the session the browser came with. */
export interface SignInRequest extends AuditSource {
  user: { sessionHash: string } | null;
}

/**
 * Starts a fresh session (a new id, never the one the browser came with) for a user who has just proved who
 * they are, and returns its token for the cookie.
 */
export async function startSession(
  db: Db,
  config: Config,
  request: SignInRequest,
  userId: string,
): Promise<string> {
  if (request.user) await deleteSession(db, request.user.sessionHash);
  return createSession(db, config, userId);
}

/**
 * A sign-in and what follows it: `signIn` establishes who the user is, then a fresh session starts and the
 * success is audited as `action`; a refusal is audited with its reason and thrown on. Returns the session's
 * token.
 */
export async function signInAndStartSession(
  db: Db,
  config: Config,
  request: SignInRequest,
  action: string,
  signIn: () => Promise<{ id: string; email: string }>,
): Promise<string> {
  try {
    const user = await signIn();
    const token = await startSession(db, config, request, user.id);
    await recordAudit(db, request, {
      action,
      outcome: 'success',
      actor: { id: user.id, email: user.email },
      targetType: 'user',
      targetId: user.id,
    });
    return token;
  } catch (error) {
    if (!(error instanceof SignInRefusedError)) throw error;
    await recordAudit(db, request, {
      action,
      outcome: 'failure',
      actor: error.actor,
      targetType: error.actor?.id ? 'user' : undefined,
      targetId: error.actor?.id ?? undefined,
      detail: error.reason,
    });
    throw error;
  }
}

/** Development sign-in (DEV_LOGIN): a fixed student or administrator of the configured domain. */
export async function signInAsDeveloper(
  db: Db,
  config: Config,
  request: SignInRequest,
  role: Role,
): Promise<string> {
  const email = `dev-${role === 'admin' ? 'admin' : 'student'}@${config.ALLOWED_DOMAIN}`;
  return signInAndStartSession(db, config, request, 'auth.dev-login', () =>
    signInUser(
      db,
      config,
      { issuer: 'dev', subject: email, email, name: role === 'admin' ? 'Dev Admin' : 'Dev Student' },
      { admin: role === 'admin' },
    ),
  );
}
