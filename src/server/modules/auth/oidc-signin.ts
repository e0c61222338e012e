import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { signInRefusalMessage, type SignInRefusal } from '../../../shared/api/auth.js';
import { OidcRejectedError, OidcUnavailableError, type IdTokenClaims, type OidcClient } from './oidc.js';
import { savePendingSignIn, takePendingSignIn } from './oidc-pending.js';
import {
  SignInRefusedError,
  signInAndStartSession,
  signInVouchedIdentity,
  wrongDomainMessage,
  type SignInRequest,
} from './sign-in.js';
import { emailDomain, isEmailAllowed } from './users.js';

/** Microsoft Entra ID issues its tokens from here (per tenant: https://login.microsoftonline.com/<tid>/v2.0). */
function isEntraToken(claims: IdTokenClaims): boolean {
  return new URL(claims.iss).hostname === 'login.microsoftonline.com' && typeof claims.tid === 'string';
}

const ADDRESS = /^[^@\s]+@[^@\s]+$/;

/**
 * The address the provider vouches for, or why there is none:
 * - a provider that sends `email_verified` vouches for `email` only when it is true;
 * - Microsoft Entra ID sends no `email_verified` (and its `email` claim is not verified): there the sign-in
 *   name (`upn`, else `preferred_username`) is used, which Entra only allows in domains the tenant has verified,
 *   and the tenant itself is checked (OIDC_TENANT_ID, or the tenant's own issuer URL);
 * - any other provider without `email_verified` vouches for nothing.
 */
export function vouchedEmail(claims: IdTokenClaims): { email: string } | { refusal: string } {
  if (claims.email_verified !== undefined) {
    if (claims.email_verified !== true) return { refusal: 'e-mail not verified' };
    return typeof claims.email === 'string' && ADDRESS.test(claims.email)
      ? { email: claims.email }
      : { refusal: 'no e-mail address in the ID token' };
  }
  if (isEntraToken(claims)) {
    const name = [claims.upn, claims.preferred_username].find(
      (v) => typeof v === 'string' && ADDRESS.test(v),
    );
    return typeof name === 'string' ? { email: name } : { refusal: 'no sign-in name in the ID token' };
  }
  return { refusal: 'e-mail not verified' };
}

/** The tenant rule: with OIDC_TENANT_ID set, only that Microsoft tenant's accounts (`tid`) sign in. */
export function tenantRefusal(config: Pick<Config, 'OIDC_TENANT_ID'>, claims: IdTokenClaims): string | null {
  if (!config.OIDC_TENANT_ID) return null;
  return claims.tid === config.OIDC_TENANT_ID
    ? null
    : `tenant ${String(claims.tid ?? '(none)')} is not the configured tenant`;
}

/**
 * Signs in the person behind a validated ID token with the same rules as Google sign-in: the tenant, a
 * vouched-for address in an active allowed domain, then the account found by issuer and subject (created on
 * first sign-in). Throws SignInRefusedError with what to tell the user.
 */
export async function signInWithOidc(db: Db, config: Config, claims: IdTokenClaims) {
  const found = vouchedEmail(claims);
  const email = 'email' in found ? found.email.toLowerCase() : null;
  const actor = { id: null, email };
  const refusal =
    tenantRefusal(config, claims) ??
    ('refusal' in found ? found.refusal : null) ??
    (email && !(await isEmailAllowed(db, email)) ? `domain not allowed: ${emailDomain(email)}` : null);
  if (refusal || !email) {
    throw new SignInRefusedError('domain', wrongDomainMessage(config), refusal ?? 'no e-mail address', actor);
  }
  return signInVouchedIdentity(db, config, {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
  });
}

/**
 * The way to the provider: a fresh state, nonce and PKCE challenge, kept until the browser comes back.
 * Returns the provider's sign-in address and the state the browser keeps in its cookie; throws
 * OidcUnavailableError when the provider cannot be reached.
 */
export async function startOidcSignIn(
  db: Db,
  oidc: OidcClient,
  redirectUri: string,
): Promise<{ url: URL; state: string }> {
  const { url, ...expected } = await oidc.authorizationRequest(redirectUri);
  await savePendingSignIn(db, { ...expected, redirectUri });
  return { url, state: expected.state };
}

/** What the browser brings back to the callback. */
export interface OidcCallback {
  /** The callback address as requested (the provider's answer is in its query). */
  url: URL;
  /** The state in the query, and the one this browser's cookie kept. */
  state: string | undefined;
  cookieState: string | undefined;
}

/**
 * The provider's answer: state (against this browser's cookie and the pending sign-ins), nonce and PKCE are
 * checked, then the person is signed in (above), a fresh session starts and the attempt is audited.
 * Returns the session's token; throws SignInRefusedError with the kind of refusal.
 */
export async function finishOidcSignIn(
  db: Db,
  config: Config,
  oidc: OidcClient,
  request: SignInRequest,
  callback: OidcCallback,
): Promise<string> {
  const refused = (refusal: SignInRefusal, reason: string) =>
    new SignInRefusedError(
      refusal,
      signInRefusalMessage(refusal, {
        allowedDomain: config.ALLOWED_DOMAIN,
        providerName: config.OIDC_DISPLAY_NAME,
      }),
      reason,
    );
  return signInAndStartSession(db, config, request, 'auth.oidc', async () => {
    const { state } = callback;
    if (!state || state !== callback.cookieState) {
      throw refused('invalid', 'state does not match this browser');
    }
    const expected = await takePendingSignIn(db, state);
    if (!expected) throw refused('invalid', 'state unknown, used or expired');
    const claims = await oidc.finish(callback.url, expected).catch((error) => {
      if (error instanceof OidcRejectedError) {
        throw refused('invalid', `answer rejected: ${error.message}`);
      }
      if (error instanceof OidcUnavailableError) {
        throw refused('unavailable', error.message);
      }
      throw error;
    });
    return signInWithOidc(db, config, claims);
  });
}
