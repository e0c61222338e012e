import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/** The claims Google puts in an ID token, all overridable; `undefined` leaves a claim out. */
export interface GoogleClaims {
  iss?: string;
  aud?: string | string[];
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  hd?: string;
  name?: string;
  iat?: number;
  exp?: number;
  nbf?: number;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export interface FakeGoogle {
  /** Where the key set is served (GOOGLE_JWKS_URL). */
  jwksUrl: string;
  clientId: string;
  /** Environment that points a server at this stand-in. */
  env: { GOOGLE_CLIENT_ID: string; GOOGLE_JWKS_URL: string };
  /** How many times the key set was fetched. */
  keySetRequests(): number;
  /** Cache-Control sent with the key set (default like Google's: public, max-age=3600). */
  setCacheControl(value: string): void;
  /** Makes the key set answer this HTTP status (an outage) until set back to 200. */
  setStatus(status: number): void;
  /** A token signed RS256 by the published key, with Google's claims for `email` and overrides. */
  token(claims?: GoogleClaims): Promise<string>;
  /** Same claims, signed by a key that is not published (its kid is unknown). */
  tokenFromUnknownKey(claims?: GoogleClaims): Promise<string>;
  /** Same claims, signed by a key that is not published but under the published key's kid. */
  tokenWithBadSignature(claims?: GoogleClaims): Promise<string>;
  /** An unsigned token (`alg: none`). */
  unsignedToken(claims?: GoogleClaims): string;
  /** HS256 with the published public key as the shared secret (the algorithm confusion attack). */
  tokenWithHmacConfusion(claims?: GoogleClaims): Promise<string>;
  /** A valid token whose payload was then changed (the signature no longer matches). */
  tamperedToken(claims: GoogleClaims, changes: GoogleClaims): Promise<string>;
  close(): Promise<void>;
}

async function newKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A local stand-in for Google's sign-in: an HTTP server on 127.0.0.1 serving a key set generated here,
 * and ID tokens signed with those keys, exactly as Google's are (RS256, kid, iss, aud, sub, email,
 * email_verified, hd, name, iat, exp). Point GOOGLE_JWKS_URL and GOOGLE_CLIENT_ID at it.
 */
export async function startFakeGoogle(opts: { clientId?: string; email?: string } = {}): Promise<FakeGoogle> {
  const clientId = opts.clientId ?? `${crypto.randomInt(1e9)}-test.apps.googleusercontent.com`;
  const defaultEmail = opts.email ?? 'student@school.edu';
  const published = await newKey(crypto.randomBytes(8).toString('hex'));
  const [unknown, impostor] = await Promise.all([newKey('unknown-key'), newKey(published.kid)]);
  let requests = 0;
  let cacheControl = 'public, max-age=3600, must-revalidate, no-transform';
  let status = 200;

  const server = http.createServer((req, res) => {
    if (req.url !== '/oauth2/v3/certs') {
      res.writeHead(404).end();
      return;
    }
    requests += 1;
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': cacheControl })
      .end(JSON.stringify({ keys: [published.publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const jwksUrl = `http://127.0.0.1:${port}/oauth2/v3/certs`;

  function claimsOf(overrides: GoogleClaims = {}): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    const email = overrides.email ?? defaultEmail;
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const claims: Record<string, unknown> = {
      iss: 'https://accounts.google.com',
      azp: clientId,
      aud: clientId,
      sub: String(100_000_000_000_000_000_000n + BigInt(crypto.randomInt(1e12))),
      email,
      email_verified: true,
      hd: domain === 'gmail.com' ? undefined : domain,
      name: 'Sofia Rivera',
      iat: now,
      exp: now + 3600,
      ...overrides,
    };
    // An override of `undefined` removes the claim, as Google omits `hd` for personal accounts.
    for (const key of Object.keys(claims)) if (claims[key] === undefined) delete claims[key];
    return claims as JWTPayload;
  }

  function sign(key: SigningKey, claims: GoogleClaims = {}): Promise<string> {
    return new SignJWT(claimsOf(claims))
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  }

  return {
    jwksUrl,
    clientId,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: jwksUrl },
    keySetRequests: () => requests,
    setCacheControl: (value) => void (cacheControl = value),
    setStatus: (value) => void (status = value),
    token: (claims) => sign(published, claims),
    tokenFromUnknownKey: (claims) => sign(unknown, claims),
    tokenWithBadSignature: (claims) => sign(impostor, claims),
    unsignedToken: (claims) => new UnsecuredJWT(claimsOf(claims)).encode(),
    async tokenWithHmacConfusion(claims) {
      const secret = new TextEncoder().encode(JSON.stringify(published.publicJwk));
      return new SignJWT(claimsOf(claims))
        .setProtectedHeader({ alg: 'HS256', kid: published.kid, typ: 'JWT' })
        .sign(secret);
    },
    async tamperedToken(claims, changes) {
      const [header, payload, signature] = (await sign(published, claims)).split('.');
      const original = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
      return [header, b64url({ ...original, ...changes }), signature].join('.');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
