import * as client from 'openid-client';
import type { Config } from '../../config.js';

/** The ID token's claims, as openid-client has validated them (issuer, audience, signature, expiry, nonce). */
export type IdTokenClaims = client.IDToken;

/** The provider could not be reached or answered something unusable: try again later. */
export class OidcUnavailableError extends Error {}

/** The sign-in's answer was refused (state, nonce, code, token): the reason is for the log only. */
export class OidcRejectedError extends Error {}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ExpectedAnswer {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface OidcClient {
  /** Where to send the browser: an authorization code request with PKCE (S256), a fresh state and nonce. */
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>;
  /** Exchanges the code in the callback URL, checking its state, the PKCE verifier and the ID token's nonce. */
  finish(callbackUrl: URL, expected: ExpectedAnswer): Promise<IdTokenClaims>;
}

/**
 * OpenID Connect sign-in with the provider at OIDC_ISSUER (authorization code flow with PKCE, through
 * openid-client). The provider's metadata is discovered at the first sign-in and kept; a failed discovery
 * is tried again at the next one.
 */
export function createOidcClient(config: Config): OidcClient | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = config;
  if (!issuer || !clientId) return null;
  let discovered: Promise<client.Configuration> | null = null;

  const configuration = () => {
    discovered ??= client
      .discovery(new URL(issuer), clientId, config.OIDC_CLIENT_SECRET, undefined, {
        timeout: 10,
        // Only a provider on this machine may be plain http (config.ts refuses any other).
        execute: new URL(issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw new OidcUnavailableError(`discovery failed: ${describe(error)}`);
      });
    return discovered;
  };

  return {
    async authorizationRequest(redirectUri) {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, expected) {
      const config = await configuration();
      // The token request must name the redirect URI the authorization request used.
      const answer = new URL(expected.redirectUri);
      answer.search = callbackUrl.search;
      try {
        const tokens = await client.authorizationCodeGrant(config, answer, {
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          pkceCodeVerifier: expected.codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcRejectedError('no ID token');
        return claims;
      } catch (error) {
        if (error instanceof OidcRejectedError) throw error;
        if (isUnreachable(error)) throw new OidcUnavailableError(`token request failed: ${describe(error)}`);
        throw new OidcRejectedError(describe(error));
      }
    },
  };
}

/** A network failure or a provider's 5xx, as opposed to an answer that was checked and refused. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ClientError) return false;
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

/** What went wrong, without tokens or codes: the library's error code and OAuth error, or the message. */
function describe(error: unknown): string {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  }
  if (error instanceof client.ClientError) {
    // The check that failed is named by the wrapped error (e.g. 'unexpected ID Token "nonce" claim value').
    const detail = error.cause instanceof Error ? error.cause.message : error.message;
    return `${error.code ?? 'client error'}: ${detail}`;
  }
  return error instanceof Error ? error.message : String(error);
}
