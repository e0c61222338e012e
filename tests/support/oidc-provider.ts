import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

/** The claims an account's ID token carries besides `sub` (e-mail, email_verified, name, tid…). */
export type AccountClaims = Record<string, unknown>;

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Environment for the app: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_DISPLAY_NAME. */
  env: Record<string, string>;
  /** Adds (or replaces) an account that can sign in with its login name. */
  addAccount(login: string, claims: AccountClaims): void;
  /** Makes an authorization code the provider issued expire now, as if the user had waited too long. */
  expireCode(code: string): Promise<void>;
  close(): Promise<void>;
}

/** Stored payloads in memory, where a test can reach an authorization code to expire it. */
function memoryAdapter(): { factory: (name: string) => Adapter; store: Map<string, AdapterPayload> } {
  const store = new Map<string, AdapterPayload>();
  const factory = (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    const byIndex = (field: 'uid' | 'userCode', value: string) =>
      [...store.entries()].find(([k, p]) => k.startsWith(`${name}:`) && p[field] === value)?.[1];
    return {
      upsert: async (id, payload) => void store.set(key(id), payload),
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => byIndex('uid', uid),
      findByUserCode: async (userCode) => byIndex('userCode', userCode),
      consume: async (id) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => void store.delete(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
      },
    };
  };
  return { factory, store };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A standard OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for the tests: one confidential client
 * whose redirect URIs are given, the authorization code flow with PKCE required, and a sign-in page of its
 * own (`/interaction/:uid`: a login name field and a "Sign in" button) for the accounts added here.
 */
export async function startLocalOidcProvider(opts: {
  redirectUris: string[];
  displayName?: string;
}): Promise<LocalOidcProvider> {
  const accounts = new Map<string, AccountClaims>();
  const { factory, store } = memoryAdapter();
  const clientId = `gradelens-${crypto.randomBytes(4).toString('hex')}`;
  const clientSecret = crypto.randomBytes(24).toString('base64url');

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'local-signing-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    adapter: factory,
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // `tid` (a Microsoft tenant) comes with every ID token, as Microsoft Entra ID sends it.
    claims: { openid: ['sub', 'tid'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    conformIdTokenClaims: false, // the ID token carries the claims, as Google's and Microsoft's do
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: async () => ({ ...claims, sub }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    ttl: {
      AuthorizationCode: 60,
      Session: 600,
      Interaction: 600,
      Grant: 600,
      IdToken: 600,
      AccessToken: 600,
    },
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    void (async () => {
      const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
      if (!match) return callback(req, res);
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><head><title>Local sign-in</title><link rel="icon" href="data:,"></head><body><main>` +
              `<h1>${escapeHtml(opts.displayName ?? 'Local school sign-in')}</h1>` +
              `<form method="post" action="/interaction/${escapeHtml(details.uid)}">` +
              `<label for="login">Login</label> <input id="login" name="login" autocomplete="username">` +
              `<button type="submit">Sign in</button></form></main></body></html>`,
          );
        return;
      }
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const login = new URLSearchParams(body).get('login') ?? '';
      if (!accounts.has(login)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown login');
        return;
      }
      const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_DISPLAY_NAME: opts.displayName ?? 'Local school sign-in',
    },
    addAccount: (login, claims) => void accounts.set(login, claims),
    async expireCode(code) {
      const payload = store.get(`AuthorizationCode:${code}`);
      if (!payload) throw new Error('No such authorization code.');
      payload.exp = Math.floor(Date.now() / 1000) - 60;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies a browser would keep for one site, by name (paths and expiry do not matter to the tests). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string[] | string | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Goes through the provider's pages as a browser would, from the authorization URL the app redirected to
 * until the provider sends the browser back to the app: answers that redirect (the app's callback URL).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header },
    });
    jar.take(res.headers.getSetCookie());
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider answered ${res.status} at ${url}: ${await res.text()}`);
    return new URL(location, url);
  };
  const interaction = await go(authorizationUrl);
  let next = await go(interaction.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login }).toString(),
  });
  // The provider resumes the authorization request, then redirects back to the app.
  while (next.origin === interaction.origin) next = await go(next.href);
  return next;
}
