import {
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from '../../config.js';

/** Tolerated difference between our clock and Google's when checking `exp`, `iat` and `nbf`. */
export const CLOCK_SKEW_SECONDS = 60;
/** How long keys are kept when Google's answer carries no usable Cache-Control max-age. */
const DEFAULT_KEYS_MAX_AGE_MS = 10 * 60_000;
/** Keys are refetched at least this often, whatever Cache-Control says. */
const LONGEST_KEYS_MAX_AGE_MS = 24 * 3600_000;

/** Why an ID token was refused, in words for the audit log (never the token itself). */
export class InvalidGoogleTokenError extends Error {}

/** Google's key set could not be fetched: our problem, not the user's token. */
export class GoogleKeysUnavailableError extends Error {}

/** The claims of a verified Google ID token that sign-in relies on. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  /** The Google Workspace domain of the account; absent for personal accounts. */
  hostedDomain: string | null;
  name: string | null;
}

export type GoogleTokenVerifier = (credential: string) => Promise<GoogleIdentity>;

/** `max-age` of a Cache-Control header in milliseconds, or null when there is none to honour. */
export function cacheMaxAgeMs(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  if (/\bno-(store|cache)\b/i.test(cacheControl)) return 0;
  const match = /\bmax-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return match ? Math.min(Number(match[1]) * 1000, LONGEST_KEYS_MAX_AGE_MS) : null;
}

/**
 * Google's signing keys, fetched once and kept for as long as Google's Cache-Control allows. A token
 * signed by a key we do not know yet makes jose fetch the set again (at most every 30 s).
 */
export function googleKeys(jwksUrl: string): JWTVerifyGetKey {
  let expiresAt = 0;
  const remote = createRemoteJWKSet(new URL(jwksUrl), {
    cacheMaxAge: Infinity,
    timeoutDuration: 5000,
    [customFetch]: async (url, options) => {
      const response = await fetch(url, options).catch((error: unknown) => {
        throw new GoogleKeysUnavailableError(`key set fetch failed: ${String(error)}`);
      });
      if (response.status !== 200) {
        throw new GoogleKeysUnavailableError(`key set answered HTTP ${response.status}`);
      }
      const maxAge = cacheMaxAgeMs(response.headers.get('cache-control')) ?? DEFAULT_KEYS_MAX_AGE_MS;
      expiresAt = Date.now() + maxAge;
      return response;
    },
  });
  return async (header, token) => {
    if (expiresAt !== 0 && Date.now() >= expiresAt) await remote.reload();
    return remote(header, token);
  };
}

function describeFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `claim ${error.claim}: ${error.message}`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'unknown signing key';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  if (error instanceof joseErrors.JOSEError) return `${error.code}: ${error.message}`;
  return 'malformed token';
}

function identityOf(payload: JWTPayload): GoogleIdentity {
  const { sub, email, email_verified: verified, hd, name } = payload as JWTPayload & Record<string, unknown>;
  if (typeof sub !== 'string' || !sub) throw new InvalidGoogleTokenError('no subject');
  if (typeof email !== 'string' || !email.includes('@')) throw new InvalidGoogleTokenError('no e-mail');
  return {
    subject: sub,
    email: email.toLowerCase(),
    // Google sends a boolean; older tokens carried the string "true".
    emailVerified: verified === true || verified === 'true',
    hostedDomain: typeof hd === 'string' && hd ? hd.toLowerCase() : null,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
  };
}

/**
 * Verifies a Google ID token: RS256 signature by one of Google's keys, our client id as audience,
 * a Google issuer, and not expired (with a small clock skew). Throws InvalidGoogleTokenError.
 */
export function createGoogleTokenVerifier(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_ISSUERS' | 'GOOGLE_JWKS_URL'>,
  keys: JWTVerifyGetKey = googleKeys(config.GOOGLE_JWKS_URL),
): GoogleTokenVerifier {
  return async (credential) => {
    if (!config.GOOGLE_CLIENT_ID) throw new InvalidGoogleTokenError('Google sign-in is not configured');
    try {
      const { payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        audience: config.GOOGLE_CLIENT_ID,
        issuer: config.GOOGLE_ISSUERS,
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ['sub', 'email', 'exp', 'iat'],
      });
      return identityOf(payload);
    } catch (error) {
      if (error instanceof InvalidGoogleTokenError || error instanceof GoogleKeysUnavailableError)
        throw error;
      throw new InvalidGoogleTokenError(describeFailure(error));
    }
  };
}
