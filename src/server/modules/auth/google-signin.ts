import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  GoogleKeysUnavailableError,
  InvalidGoogleTokenError,
  type GoogleIdentity,
  type GoogleTokenVerifier,
} from './google.js';
import { deleteUserSessions } from './sessions.js';
import {
  AccountDeactivatedError,
  EmailTakenError,
  emailDomain,
  isEmailAllowed,
  signInUser,
} from './users.js';

export const INVALID_TOKEN_MESSAGE = 'Sign-in failed: invalid token';
export const KEYS_UNAVAILABLE_MESSAGE = 'Google sign-in is unavailable right now. Please try again.';

export function wrongDomainMessage(config: Pick<Config, 'ALLOWED_DOMAIN'>): string {
  return `Use your @${config.ALLOWED_DOMAIN} account`;
}

/** A refused sign-in: the status and message for the user, and the reason for the audit log. */
export class SignInRefusedError extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 409 | 503,
    message: string,
    readonly reason: string,
    readonly actor: { id: string | null; email: string | null } | null = null,
  ) {
    super(message);
  }
}

async function verifyOrRefuse(verify: GoogleTokenVerifier, credential: string): Promise<GoogleIdentity> {
  try {
    return await verify(credential);
  } catch (error) {
    if (error instanceof GoogleKeysUnavailableError) {
      throw new SignInRefusedError(503, KEYS_UNAVAILABLE_MESSAGE, error.message);
    }
    if (error instanceof InvalidGoogleTokenError) {
      throw new SignInRefusedError(401, INVALID_TOKEN_MESSAGE, `invalid token: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Why a verified Google identity may not sign in here, or null when it may: the e-mail must be
 * verified, end in '@' + an active allowed domain, and belong to that domain's Google Workspace (`hd`).
 */
async function domainRefusal(db: Db, identity: GoogleIdentity): Promise<string | null> {
  if (!identity.emailVerified) return 'e-mail not verified';
  if (!(await isEmailAllowed(db, identity.email)))
    return `domain not allowed: ${emailDomain(identity.email)}`;
  if (identity.hostedDomain !== emailDomain(identity.email)) {
    return `hosted domain ${identity.hostedDomain ?? '(none)'} does not match ${emailDomain(identity.email)}`;
  }
  return null;
}

/**
 * Signs in the person behind a Google ID token: verified token, domain rule, then the account found by
 * its Google subject (created on first sign-in). Throws SignInRefusedError with what to tell the user.
 */
export async function signInWithGoogle(
  db: Db,
  config: Config,
  verify: GoogleTokenVerifier,
  credential: string,
) {
  const identity = await verifyOrRefuse(verify, credential);
  const actor = { id: null, email: identity.email };
  const refusal = await domainRefusal(db, identity);
  if (refusal) throw new SignInRefusedError(403, wrongDomainMessage(config), refusal, actor);
  try {
    return await signInUser(db, config, {
      subject: `google:${identity.subject}`,
      email: identity.email,
      name: identity.name,
    });
  } catch (error) {
    if (error instanceof AccountDeactivatedError) {
      // Whatever sessions the account still has end here too.
      await deleteUserSessions(db, error.userId);
      throw new SignInRefusedError(403, error.message, 'account deactivated', {
        id: error.userId,
        email: identity.email,
      });
    }
    if (error instanceof EmailTakenError) {
      throw new SignInRefusedError(409, error.message, 'e-mail linked to another subject', actor);
    }
    throw error;
  }
}
