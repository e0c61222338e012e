import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  GoogleKeysUnavailableError,
  InvalidGoogleTokenError,
  type GoogleIdentity,
  type GoogleTokenVerifier,
} from './google.js';
import { emailDomain, isEmailAllowed } from './users.js';
import {
  SignInRefusedError,
  signInAndStartSession,
  signInVouchedIdentity,
  wrongDomainMessage,
  type SignInRequest,
} from './sign-in.js';

export { SignInRefusedError, wrongDomainMessage };

/** The issuer users signed in with Google are keyed by (Google's ID tokens name it with or without https://). */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export const INVALID_TOKEN_MESSAGE = 'Sign-in failed: invalid token';
export const KEYS_UNAVAILABLE_MESSAGE = 'Google sign-in is unavailable right now. Please try again.';

async function verifyOrRefuse(verify: GoogleTokenVerifier, credential: string): Promise<GoogleIdentity> {
  try {
    return await verify(credential);
  } catch (error) {
    if (error instanceof GoogleKeysUnavailableError) {
      throw new SignInRefusedError('unavailable', KEYS_UNAVAILABLE_MESSAGE, error.message);
    }
    if (error instanceof InvalidGoogleTokenError) {
      throw new SignInRefusedError('invalid', INVALID_TOKEN_MESSAGE, `invalid token: ${error.message}`);
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
  if (refusal) throw new SignInRefusedError('domain', wrongDomainMessage(config), refusal, actor);
  return signInVouchedIdentity(db, config, {
    issuer: GOOGLE_ISSUER,
    subject: identity.subject,
    email: identity.email,
    name: identity.name,
  });
}

/**
 * Google sign-in from the button's credential: the person is signed in (above), a fresh session starts and
 * the attempt is audited. Returns the session's token; throws SignInRefusedError with what to tell the user.
 */
export async function googleSignIn(
  db: Db,
  config: Config,
  verify: GoogleTokenVerifier,
  request: SignInRequest,
  credential: string,
): Promise<string> {
  return signInAndStartSession(db, config, request, 'auth.google', () =>
    signInWithGoogle(db, config, verify, credential),
  );
}
