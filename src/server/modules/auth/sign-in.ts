import type { Config } from '../../config.js';
import type { SignInRefusal } from '../../../shared/api/auth.js';
import type { Db } from '../../db/client.js';
import { deleteUserSessions } from './sessions.js';
import { AccountDeactivatedError, EmailTakenError, type Identity, signInUser } from './users.js';

export function wrongDomainMessage(config: Pick<Config, 'ALLOWED_DOMAIN'>): string {
  return `Use your @${config.ALLOWED_DOMAIN} account`;
}

const REFUSAL_STATUS = {
  invalid: 401,
  domain: 403,
  deactivated: 403,
  'email-taken': 409,
  unavailable: 503,
} as const satisfies Record<SignInRefusal, number>;

/** A refused sign-in: its kind and message for the user, and the reason for the audit log. */
export class SignInRefusedError extends Error {
  readonly statusCode: 401 | 403 | 409 | 503;

  constructor(
    readonly kind: SignInRefusal,
    message: string,
    readonly reason: string,
    readonly actor: { id: string | null; email: string | null } | null = null,
  ) {
    super(message);
    this.statusCode = REFUSAL_STATUS[kind];
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
