import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders, type TestApp } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { startFakeGoogle, type GoogleClaims } from '../../../../tests/support/google.js';
import { allowedDomains, auditLog, sessions, users } from '../../db/schema.js';
import { cacheMaxAgeMs, createGoogleTokenVerifier, googleKeys } from './google.js';

const INVALID = 'Sign-in failed: invalid token';
const WRONG_DOMAIN = 'Use your @school.edu account';
const DEACTIVATED = 'Your account has been deactivated';

function cookieOf(res: { headers: Record<string, unknown> }): string | null {
  const raw = [res.headers['set-cookie']].flat()[0];
  return typeof raw === 'string' ? raw.split(';')[0] : null;
}

function signIn(t: TestApp, credential: string, extra: { cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google',
    headers: { ...writeHeaders, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    payload: { credential },
  });
}

async function lastAudit(t: TestApp) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'auth.google'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('Google sign-in', async () => {
  const google = await startFakeGoogle();
  afterAll(() => google.close());
  const t = await createTestApp({ env: { ...google.env, ADMIN_EMAILS: 'principal@school.edu' } });

  it('signs in a verified school account, creating the user on first sign-in', async () => {
    const credential = await google.token({ sub: '1001', email: 'sofia@school.edu', name: 'Sofia Rivera' });
    const res = await signIn(t, credential);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const setCookie = String([res.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/^gradelens_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);

    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(res)! } });
    expect(me.json()).toMatchObject({ email: 'sofia@school.edu', name: 'Sofia Rivera', role: 'user' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'sofia@school.edu'));
    expect([user.issuer, user.subject]).toEqual(['https://accounts.google.com', '1001']);
    expect(user.lastLoginAt).not.toBeNull();

    const audit = await lastAudit(t);
    expect(audit).toMatchObject({ outcome: 'success', actorId: user.id, actorEmail: 'sofia@school.edu' });
    expect(JSON.stringify(audit)).not.toContain(credential.split('.')[2]);
  });

  it('finds the user again by subject, updates the name, and gives a new session id every time', async () => {
    const first = await signIn(t, await google.token({ sub: '1002', email: 'leo@school.edu', name: 'Leo' }));
    const second = await signIn(
      t,
      await google.token({ sub: '1002', email: 'leo@school.edu', name: 'Leo Martin' }),
      { cookie: cookieOf(first)! },
    );
    expect(second.statusCode).toBe(200);
    expect(cookieOf(second)).not.toEqual(cookieOf(first));
    const rows = await t.db.select().from(users).where(eq(users.subject, '1002'));
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('Leo Martin');
    // The session the browser came with is replaced, not kept alongside.
    const old = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(first)! } });
    expect(old.json()).toBeNull();
    const current = await t.db.select().from(sessions).where(eq(sessions.userId, rows[0].id));
    expect(current).toHaveLength(1);
  });

  it('accepts both forms of Google issuer', async () => {
    const res = await signIn(t, await google.token({ iss: 'accounts.google.com', email: 'ana@school.edu' }));
    expect(res.statusCode).toBe(200);
  });

  it('accepts a token that expired within the small clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await signIn(t, await google.token({ iat: now - 3600, exp: now - 10 }));
    expect(res.statusCode).toBe(200);
  });

  it('makes addresses listed in ADMIN_EMAILS administrators', async () => {
    const res = await signIn(t, await google.token({ email: 'principal@school.edu' }));
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(res)! } });
    expect(me.json()).toMatchObject({ email: 'principal@school.edu', role: 'admin' });
  });

  const now = () => Math.floor(Date.now() / 1000);
  const invalidTokens: Array<[string, () => Promise<string> | string, RegExp]> = [
    ['a wrong audience', () => google.token({ aud: 'someone-else.apps.googleusercontent.com' }), /aud/],
    ['a wrong issuer', () => google.token({ iss: 'https://evil.example.com' }), /iss/],
    ['an expired token', () => google.token({ iat: now() - 7200, exp: now() - 3600 }), /expired/],
    ['a token not valid yet', () => google.token({ nbf: now() + 3600 }), /nbf/],
    ['a bad signature', () => google.tokenWithBadSignature(), /signature/],
    ['alg none', () => google.unsignedToken(), /alg|Unsupported/i],
    ['HS256 with the public key as secret', () => google.tokenWithHmacConfusion(), /alg/i],
    ['an unknown signing key', () => google.tokenFromUnknownKey(), /unknown signing key/],
    ['a changed payload', () => google.tamperedToken({}, { email: 'admin@school.edu' }), /signature/],
    ['no subject', () => google.token({ sub: undefined }), /sub/],
    ['not a token at all', () => 'not.a.token', /ERR_JWS_INVALID: JWS Protected Header is invalid/],
  ];
  for (const [label, make, reason] of invalidTokens) {
    it(`refuses ${label} with 401 "${INVALID}"`, async () => {
      const res = await signIn(t, await make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, error: INVALID });
      expect(res.headers['set-cookie']).toBeUndefined();
      const audit = await lastAudit(t);
      expect(audit.outcome).toBe('failure');
      expect(audit.detail).toMatch(reason);
    });
  }

  const wrongAccounts: Array<[string, GoogleClaims]> = [
    ['an unverified e-mail', { email: 'unverified@school.edu', email_verified: false }],
    ['a personal Gmail address', { email: 'someone@gmail.com' }],
    ['a look-alike domain (school.edu.evil.com)', { email: 'x@school.edu.evil.com' }],
    ['a look-alike domain (evilschool.edu)', { email: 'x@evilschool.edu' }],
    ['a school address without a Workspace domain (hd)', { email: 'x@school.edu', hd: undefined }],
    ['a Workspace domain that differs from the address', { email: 'x@school.edu', hd: 'evil.com' }],
  ];
  for (const [label, claims] of wrongAccounts) {
    it(`refuses ${label} with 403 "${WRONG_DOMAIN}"`, async () => {
      const res = await signIn(t, await google.token(claims));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, error: WRONG_DOMAIN });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await t.db.select().from(users).where(eq(users.email, claims.email!))).toEqual([]);
      const audit = await lastAudit(t);
      expect(audit).toMatchObject({ outcome: 'failure', actorEmail: claims.email });
    });
  }

  it('follows the allowed domains: a deactivated domain is refused, an added one gets in', async () => {
    await t.db.insert(allowedDomains).values({ domain: 'district.org', isActive: true });
    expect((await signIn(t, await google.token({ email: 'x@district.org' }))).statusCode).toBe(200);
    await t.db
      .update(allowedDomains)
      .set({ isActive: false })
      .where(eq(allowedDomains.domain, 'district.org'));
    const res = await signIn(t, await google.token({ email: 'y@district.org' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, error: WRONG_DOMAIN });
    expect((await lastAudit(t)).detail).toBe('domain not allowed: district.org');
  });

  it('refuses the configured domain once an admin deactivates it', async () => {
    const t2 = await createTestApp({ env: google.env });
    await t2.db
      .update(allowedDomains)
      .set({ isActive: false })
      .where(eq(allowedDomains.domain, 'school.edu'));
    const res = await signIn(t2, await google.token({ email: 'x@school.edu' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, error: WRONG_DOMAIN });
  });

  it(`refuses an inactive user with 403 "${DEACTIVATED}" and no session`, async () => {
    const credential = await google.token({ sub: '2001', email: 'gone@school.edu' });
    expect((await signIn(t, credential)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.subject, '2001'));
    const res = await signIn(t, await google.token({ sub: '2001', email: 'gone@school.edu' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, error: DEACTIVATED });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [user] = await t.db.select().from(users).where(eq(users.subject, '2001'));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await lastAudit(t)).toMatchObject({
      outcome: 'failure',
      actorId: user.id,
      detail: 'account deactivated',
    });
  });

  it('never signs into an account by e-mail alone: another subject with a taken address is refused', async () => {
    const existing = await createUser(t.db, t.config, { email: 'taken@school.edu' });
    const res = await signIn(t, await google.token({ sub: '3001', email: 'taken@school.edu' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().ok).toBe(false);
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await t.db.select().from(users).where(eq(users.email, 'taken@school.edu'));
    expect(rows.map((u) => u.id)).toEqual([existing.id]);
    expect(rows[0].subject).not.toBe('3001');
  });

  it('answers 400 without a credential', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: writeHeaders,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Invalid credential/);
  });

  it('never writes the token into the audit log', async () => {
    const rows = await t.db.select().from(auditLog);
    const text = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});

describe('Google sign-in when Google is unreachable or not configured', async () => {
  const google = await startFakeGoogle();
  afterAll(() => google.close());
  const t = await createTestApp({ env: google.env });
  const off = await createTestApp();

  it('answers 503 with a clear message while the key set cannot be fetched', async () => {
    google.setStatus(500);
    const res = await signIn(t, await google.token());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Google sign-in is unavailable right now. Please try again.',
    });
    google.setStatus(200);
    expect((await signIn(t, await google.token())).statusCode).toBe(200);
  });

  it('answers 404 when no Google client id is configured', async () => {
    const res = await signIn(off, await google.token());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, error: 'Google sign-in is not configured.' });
  });
});

describe('sign-in rate limit', async () => {
  const google = await startFakeGoogle();
  afterAll(() => google.close());
  const strict = await createTestApp({ env: { ...google.env, SIGN_IN_RATE_LIMIT: '3' } });
  const behindProxy = await createTestApp({
    env: { ...google.env, SIGN_IN_RATE_LIMIT: '2', TRUST_PROXY: 'true' },
  });

  const attempt = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: { ...writeHeaders, ...headers },
      payload: { credential: 'not.a.token' },
      remoteAddress,
    });

  it('answers 429 with Retry-After past the limit, per client address', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(strict)).statusCode).toBe(401);
    const limited = await attempt(strict);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/Too many requests/);
    // Another client address has an allowance of its own.
    expect((await attempt(strict, {}, '198.51.100.9')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const spoofed = await attempt(strict, { 'x-forwarded-for': '192.0.2.55' });
    expect(spoofed.statusCode).toBe(429);

    const proxy = '10.0.0.1';
    for (let i = 0; i < 2; i++) {
      expect((await attempt(behindProxy, { 'x-forwarded-for': '192.0.2.1' }, proxy)).statusCode).toBe(401);
    }
    expect((await attempt(behindProxy, { 'x-forwarded-for': '192.0.2.1' }, proxy)).statusCode).toBe(429);
    expect((await attempt(behindProxy, { 'x-forwarded-for': '192.0.2.2' }, proxy)).statusCode).toBe(401);
  });
});

describe("Google's key set", async () => {
  const google = await startFakeGoogle();
  afterAll(() => google.close());
  const config = { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_ISSUERS: ['https://accounts.google.com'] };

  it('is fetched once and reused while Cache-Control allows', async () => {
    const before = google.keySetRequests();
    const verify = createGoogleTokenVerifier({ ...config, GOOGLE_JWKS_URL: google.jwksUrl });
    for (let i = 0; i < 3; i++) await verify(await google.token());
    expect(google.keySetRequests() - before).toBe(1);
  });

  it('is fetched again once Cache-Control says it is stale', async () => {
    google.setCacheControl('no-cache');
    const before = google.keySetRequests();
    const verify = createGoogleTokenVerifier(
      { ...config, GOOGLE_JWKS_URL: google.jwksUrl },
      googleKeys(google.jwksUrl),
    );
    for (let i = 0; i < 3; i++) await verify(await google.token());
    expect(google.keySetRequests() - before).toBe(3);
    google.setCacheControl('public, max-age=3600');
  });

  it('reads max-age from Cache-Control', () => {
    expect(cacheMaxAgeMs('public, max-age=20927, must-revalidate, no-transform')).toBe(20_927_000);
    expect(cacheMaxAgeMs('no-store')).toBe(0);
    expect(cacheMaxAgeMs('public')).toBeNull();
    expect(cacheMaxAgeMs(null)).toBeNull();
    expect(cacheMaxAgeMs('max-age=999999999')).toBe(24 * 3600_000);
  });
});
