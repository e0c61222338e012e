import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import {
  CookieJar,
  signInAtProvider,
  startLocalOidcProvider,
} from '../../../../tests/support/oidc-provider.js';
import { auditLog, oidcSignIns, users } from '../../db/schema.js';
import { vouchedEmail, tenantRefusal } from './oidc-signin.js';
import type { IdTokenClaims } from './oidc.js';

const PUBLIC_URL = 'http://gradelens.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

const provider = await startLocalOidcProvider({ redirectUris: [CALLBACK], displayName: 'Example School' });
afterAll(() => provider.close());
provider.addAccount('maya', { email: 'maya@school.edu', email_verified: true, name: 'Maya Chen' });
provider.addAccount('outsider', { email: 'sam@elsewhere.edu', email_verified: true, name: 'Sam' });
provider.addAccount('unverified', { email: 'ivy@school.edu', email_verified: false, name: 'Ivy' });
provider.addAccount('other-tenant', {
  email: 'lee@school.edu',
  email_verified: true,
  name: 'Lee',
  tid: 'another-tenant',
});

/** One sign-in as a browser makes it: start at the app, sign in at the provider, back to the app's callback. */
async function startSignIn(t: TestApp) {
  const browser = new CookieJar();
  const start = await t.app.inject({ url: '/api/auth/oidc/start' });
  expect(start.statusCode).toBe(303);
  browser.take(start.headers['set-cookie']);
  return { browser, authorizationUrl: String(start.headers.location) };
}

function callback(t: TestApp, browser: CookieJar, answer: URL) {
  return t.app.inject({ url: `${answer.pathname}${answer.search}`, headers: { cookie: browser.header } });
}

async function signIn(t: TestApp, login: string) {
  const { browser, authorizationUrl } = await startSignIn(t);
  const answer = await signInAtProvider(authorizationUrl, login);
  const res = await callback(t, browser, answer);
  browser.take(res.headers['set-cookie']);
  return { res, browser, answer };
}

async function lastAudit(t: TestApp) {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('OpenID Connect sign-in', async () => {
  const t = await createTestApp({ env: { ...provider.env, PUBLIC_URL } });

  it('is offered by the sign-in configuration with its display name', async () => {
    const config = (await t.app.inject({ url: '/api/auth/config' })).json();
    expect(config.oidc).toEqual({ displayName: 'Example School', startUrl: '/api/auth/oidc/start' });
  });

  it('sends the browser to the provider with PKCE (S256), a state and a nonce', async () => {
    const { authorizationUrl, browser } = await startSignIn(t);
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(provider.clientId);
    expect(p.get('redirect_uri')).toBe(CALLBACK);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('scope')).toBe('openid email profile');
    // The browser keeps the state; the database keeps only its hash.
    expect(browser.header).toContain(p.get('state'));
    const rows = await t.db.select().from(oidcSignIns);
    expect(JSON.stringify(rows)).not.toContain(p.get('state'));
  });

  it('signs in a verified address of an allowed domain: a session, the user keyed by issuer and subject, an audit entry', async () => {
    const { res, browser } = await signIn(t, 'maya');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/upload');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: browser.header } });
    expect(me.json()).toMatchObject({ email: 'maya@school.edu', name: 'Maya Chen', role: 'user' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'maya@school.edu'));
    expect([user.issuer, user.subject]).toEqual([provider.issuer, 'maya']);
    expect(await lastAudit(t)).toMatchObject({ action: 'auth.oidc', outcome: 'success', actorId: user.id });

    // Signing in again finds the same account.
    await signIn(t, 'maya');
    expect(await t.db.select().from(users).where(eq(users.email, 'maya@school.edu'))).toHaveLength(1);
  });

  it('refuses an address outside the allowed domains, with no session', async () => {
    const { res, browser } = await signIn(t, 'outsider');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/signin?signInError=domain');
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: browser.header } })).json(),
    ).toBeNull();
    expect(await lastAudit(t)).toMatchObject({
      action: 'auth.oidc',
      outcome: 'failure',
      actorEmail: 'sam@elsewhere.edu',
      detail: 'domain not allowed: elsewhere.edu',
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'sam@elsewhere.edu'))).toEqual([]);
  });

  it('refuses an address the provider has not verified', async () => {
    const { res } = await signIn(t, 'unverified');
    expect(res.headers.location).toBe('/signin?signInError=domain');
    expect(await lastAudit(t)).toMatchObject({ outcome: 'failure', detail: 'e-mail not verified' });
  });

  it('refuses a replayed answer: the state serves once', async () => {
    const { res, browser, answer } = await signIn(t, 'maya');
    expect(res.headers.location).toBe('/upload');
    // The same answer again, with the state cookie the browser had.
    const replay = await t.app.inject({
      url: `${answer.pathname}${answer.search}`,
      headers: { cookie: `gradelens_oidc_state=${answer.searchParams.get('state')}` },
    });
    expect(replay.headers.location).toBe('/signin?signInError=invalid');
    expect(replay.headers['set-cookie']).not.toEqual(expect.stringContaining('gradelens_session='));
    expect(await lastAudit(t)).toMatchObject({
      outcome: 'failure',
      detail: 'state unknown, used or expired',
    });
    expect(browser.header).toContain('gradelens_session=');
  });

  it('refuses an answer that comes back to another browser than the one that started (no or another state cookie)', async () => {
    const { authorizationUrl } = await startSignIn(t);
    const answer = await signInAtProvider(authorizationUrl, 'maya');
    const elsewhere = await callback(t, new CookieJar(), answer);
    expect(elsewhere.headers.location).toBe('/signin?signInError=invalid');
    expect(await lastAudit(t)).toMatchObject({
      outcome: 'failure',
      detail: 'state does not match this browser',
    });
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const { browser, authorizationUrl } = await startSignIn(t);
    // The sign-in under way now expects another nonce than the provider will put in the token.
    await t.db.update(oidcSignIns).set({ nonce: 'a-nonce-this-sign-in-never-sent' });
    const res = await callback(t, browser, await signInAtProvider(authorizationUrl, 'maya'));
    expect(res.headers.location).toBe('/signin?signInError=invalid');
    expect((await lastAudit(t)).detail).toMatch(/^answer rejected: .*nonce/);
  });

  it('refuses an expired authorization code', async () => {
    const { browser, authorizationUrl } = await startSignIn(t);
    const answer = await signInAtProvider(authorizationUrl, 'maya');
    await provider.expireCode(answer.searchParams.get('code')!);
    const res = await callback(t, browser, answer);
    expect(res.headers.location).toBe('/signin?signInError=invalid');
    expect((await lastAudit(t)).detail).toMatch(/^answer rejected: invalid_grant/);
  });

  it('refuses a sign-in left pending too long', async () => {
    const { browser, authorizationUrl } = await startSignIn(t);
    await t.db.update(oidcSignIns).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await callback(t, browser, await signInAtProvider(authorizationUrl, 'maya'));
    expect(res.headers.location).toBe('/signin?signInError=invalid');
  });

  it('refuses a deactivated account and never takes over an address another account has', async () => {
    await createUser(t.db, t.config, { email: 'taken@school.edu' });
    provider.addAccount('taker', { email: 'taken@school.edu', email_verified: true });
    expect((await signIn(t, 'taker')).res.headers.location).toBe('/signin?signInError=email-taken');

    provider.addAccount('leaver', { email: 'leaver@school.edu', email_verified: true });
    expect((await signIn(t, 'leaver')).res.headers.location).toBe('/upload');
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'leaver@school.edu'));
    expect((await signIn(t, 'leaver')).res.headers.location).toBe('/signin?signInError=deactivated');
  });

  it('refuses a callback without a state, and answers 404 where nothing is configured', async () => {
    const bare = await t.app.inject({ url: '/api/auth/oidc/callback' });
    expect(bare.headers.location).toBe('/signin?signInError=invalid');
    const plain = await createTestApp();
    expect((await plain.app.inject({ url: '/api/auth/oidc/start' })).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/api/auth/config' })).json().oidc).toBeNull();
  });
});

describe('OpenID Connect sign-in with a tenant configured', async () => {
  const t = await createTestApp({ env: { ...provider.env, PUBLIC_URL, OIDC_TENANT_ID: 'school-tenant' } });
  provider.addAccount('tenant-member', {
    email: 'ana@school.edu',
    email_verified: true,
    tid: 'school-tenant',
  });

  it("signs in the tenant's accounts only", async () => {
    expect((await signIn(t, 'tenant-member')).res.headers.location).toBe('/upload');
    expect((await signIn(t, 'other-tenant')).res.headers.location).toBe('/signin?signInError=domain');
    expect(await lastAudit(t)).toMatchObject({
      detail: 'tenant another-tenant is not the configured tenant',
    });
    expect((await signIn(t, 'maya')).res.headers.location).toBe('/signin?signInError=domain');
  });
});

describe('OpenID Connect sign-in with the provider down', async () => {
  const t = await createTestApp({
    env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x', PUBLIC_URL },
  });

  it('sends the browser back to the sign-in page saying it is unavailable', async () => {
    const res = await t.app.inject({ url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/signin?signInError=unavailable');
  });
});

describe('the address an ID token vouches for', () => {
  const base = { iss: 'https://id.example.org', sub: 's', aud: 'c', iat: 0, exp: 0 };
  const entra = {
    ...base,
    iss: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    tid: '9188040d-6c67-4c5b-b112-36a304b66dad',
  };
  const claims = (c: Record<string, unknown>) => c as IdTokenClaims;

  it('is `email` when the provider says it is verified, none when it says not or says nothing', () => {
    expect(vouchedEmail(claims({ ...base, email: 'a@school.edu', email_verified: true }))).toEqual({
      email: 'a@school.edu',
    });
    expect(vouchedEmail(claims({ ...base, email: 'a@school.edu', email_verified: false }))).toEqual({
      refusal: 'e-mail not verified',
    });
    expect(vouchedEmail(claims({ ...base, email: 'a@school.edu' }))).toEqual({
      refusal: 'e-mail not verified',
    });
  });

  it("is Microsoft Entra ID's sign-in name (upn, else preferred_username), never its unverified email claim", () => {
    expect(
      vouchedEmail(claims({ ...entra, email: 'boss@evil.example', preferred_username: 'kim@school.edu' })),
    ).toEqual({ email: 'kim@school.edu' });
    expect(
      vouchedEmail(claims({ ...entra, upn: 'kim.lee@school.edu', preferred_username: 'kim@school.edu' })),
    ).toEqual({ email: 'kim.lee@school.edu' });
    expect(vouchedEmail(claims({ ...entra, email: 'kim@school.edu' }))).toEqual({
      refusal: 'no sign-in name in the ID token',
    });
    // A token that only claims to be Microsoft's (a tid from another issuer) gets no exception.
    expect(vouchedEmail(claims({ ...base, tid: 'x', preferred_username: 'kim@school.edu' }))).toEqual({
      refusal: 'e-mail not verified',
    });
  });

  it('comes from the configured tenant only, when one is configured', () => {
    expect(tenantRefusal({ OIDC_TENANT_ID: undefined }, claims(entra))).toBeNull();
    expect(tenantRefusal({ OIDC_TENANT_ID: entra.tid }, claims(entra))).toBeNull();
    expect(tenantRefusal({ OIDC_TENANT_ID: 'other' }, claims(entra))).toBe(
      `tenant ${entra.tid} is not the configured tenant`,
    );
    expect(tenantRefusal({ OIDC_TENANT_ID: 'other' }, claims(base))).toBe(
      'tenant (none) is not the configured tenant',
    );
  });
});
